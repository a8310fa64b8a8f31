#!/usr/bin/env sh
# Counts repeated blocks (6+ lines) in product code — tests, e2e, bench, generated types and data
# aside (issue 16 §4; the figure in docs/decisions.md comes from this command).
# Usage: sh scripts/count-dups.sh        → prints the jscpd summary line and the number of clones
#        sh scripts/count-dups.sh --list  → also lists every clone
cd "$(dirname "$0")/.." || exit 1
IGNORE="**/node_modules/**,**/dist/**,**/*.test.*,**/__tests__/**,e2e/**,bench/**,**/db/types.ts,supabase/seed.sql,supabase/tests/**,**/.data/**"
DIRS="shell mf-auth mf-admin mf-reports mf-tests mf-tracking shared supabase"
if [ "$1" = "--list" ]; then
  npx -y jscpd@4 --min-lines 6 --reporters console --format typescript,tsx --ignore "$IGNORE" $DIRS
else
  out=$(npx -y jscpd@4 --min-lines 6 --silent --format typescript,tsx --ignore "$IGNORE" $DIRS 2>&1 | grep 'Duplications detection')
  echo "$out"
  echo "$out" | sed -n 's/.*Found \([0-9]*\) exact clones.*/\1/p'
fi
