#!/bin/sh
# Type casts (` as <Type>`) in product code — tests, fixtures and `as const` excluded, as are
# import/export renames and comment lines. Prints them; `| wc -l` gives the figure of issue 16.
#   sh scripts/count-casts.sh | wc -l
cd "$(dirname "$0")/.." && grep -rEn --include=*.ts --include=*.tsx --exclude-dir=node_modules --exclude-dir=__tests__ \
  --exclude-dir=__fixtures__ --exclude-dir=testing --exclude-dir=dist \
  "[])a-zA-Z0-9_?'\"\`] as [A-Za-z_{([]" shell mf-* shared/src \
  | grep -vE "\bas const\b" | grep -vE "^[^:]+:[0-9]+:\s*(import|export) " | grep -vE "\* as [A-Za-z_]+ from" \
  | grep -vE "\.(test|spec)\.tsx?:" | grep -vE "^[^:]+:[0-9]+:\s*(//|\*|/\*)"
