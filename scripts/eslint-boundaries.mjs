// A tiny local ESLint plugin for the workspace's import boundaries (issue 16, docs/decisions.md):
// - no-relative-package-escape: a relative import must stay inside its own package (shell, mf-*,
//   shared); another package is reached through its name (`@akademi/shared/domain`, …).
// - no-backend-import: an app or shared (tests included) never imports supabase/ by relative path —
//   the backend sits below the apps (issue 30).
// - feature-public-api: inside an app, `src/features/<a>/…` may import `src/features/<b>` only
//   through b's public index (`../b` or `../b/index`); `src/components` and `src/lib` import no feature.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const PACKAGES = new Set(['shell', 'mf-auth', 'mf-admin', 'mf-reports', 'mf-tests', 'mf-tracking', 'shared']);

function relParts(abs) {
  return path.relative(ROOT, abs).split(path.sep);
}

/** Calls `check(node, specifier)` for every static import, re-export and literal dynamic import. */
function visitImports(check) {
  const onSource = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node.source, node.source.value);
  };
  return {
    ImportDeclaration: onSource,
    ExportNamedDeclaration: onSource,
    ExportAllDeclaration: onSource,
    ImportExpression: onSource,
    // jest.mock('…') paths are not imports of product code.
  };
}

const noRelativePackageEscape = {
  meta: {
    type: 'problem',
    docs: { description: 'A relative import stays inside its own package.' },
    messages: { escape: "'{{spec}}' reaches into the package '{{target}}' by relative path: import it by name (e.g. @akademi/shared/…)." },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const own = relParts(file)[0];
    if (!PACKAGES.has(own)) return {};
    return visitImports((node, spec) => {
      if (!spec.startsWith('.')) return;
      const target = relParts(path.resolve(path.dirname(file), spec))[0];
      if (target !== own) context.report({ node, messageId: 'escape', data: { spec, target } });
    });
  },
};

const noBackendImport = {
  meta: {
    type: 'problem',
    docs: { description: 'Apps and shared never import the backend (supabase/).' },
    messages: { backend: "'{{spec}}' imports supabase/: the backend sits below the apps; move what both need to @akademi/shared." },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    if (!PACKAGES.has(relParts(file)[0])) return {};
    return visitImports((node, spec) => {
      if (!spec.startsWith('.')) return;
      if (relParts(path.resolve(path.dirname(file), spec))[0] === 'supabase') context.report({ node, messageId: 'backend', data: { spec } });
    });
  },
};

const featureOf = (parts) => (parts[1] === 'src' && parts[2] === 'features' && parts[3] ? parts[3] : null);

const featurePublicApi = {
  meta: {
    type: 'problem',
    docs: { description: "Features import each other only through the other feature's index.ts." },
    messages: {
      deep: "'{{spec}}' reaches inside the feature '{{feature}}': import its public index (features/{{feature}}) or move what both need to src/components or src/lib.",
      upward: "'{{spec}}': src/{{layer}} is shared by features and imports no feature (move what it needs to src/components or src/lib).",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = relParts(file);
    if (!PACKAGES.has(from[0]) || from[1] !== 'src') return {};
    const ownFeature = featureOf(from);
    const layer = ['components', 'lib'].includes(from[2]) ? from[2] : null;
    return visitImports((node, spec) => {
      if (!spec.startsWith('.')) return;
      const to = relParts(path.resolve(path.dirname(file), spec));
      if (to[0] !== from[0]) return;
      const feature = featureOf(to);
      if (!feature) return;
      if (layer) {
        context.report({ node, messageId: 'upward', data: { spec, layer } });
        return;
      }
      if (!ownFeature || feature === ownFeature) return;
      const rest = to.slice(4);
      const isIndex = rest.length === 0 || (rest.length === 1 && /^index(\.tsx?)?$/.test(rest[0]));
      if (!isIndex) context.report({ node, messageId: 'deep', data: { spec, feature } });
    });
  },
};

export const boundaries = {
  meta: { name: 'akademi-boundaries' },
  rules: {
    'no-relative-package-escape': noRelativePackageEscape,
    'feature-public-api': featurePublicApi,
    'no-backend-import': noBackendImport,
  },
};
