// One lint config for the workspace. Import boundaries (CONVENTIONS.md, docs/architecture.md
// "Dependency direction"): an app never imports another app's source (federation or @akademi/shared
// only); shared imports no app and no backend; supabase/ (the backend) imports no app, and no app
// imports supabase/; edge functions reach shared only through their import map. e2e/ and bench/
// drive the whole product and may import any of it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import { boundaries } from './scripts/eslint-boundaries.mjs';

const apps = ['shell', 'mf-auth', 'mf-admin', 'mf-reports', 'mf-tests', 'mf-tracking'];
const appPattern = (self) =>
  apps.filter((a) => a !== self).flatMap((a) => [`**/${a}/**`, `@akademi/${a}`, `@akademi/${a}/**`]);
/** No import of the backend by package name (by relative path: boundaries/no-backend-import). */
const noBackend = (who) => ({
  group: ['@akademi/supabase', '@akademi/supabase/**'],
  message: `${who} never imports supabase/ (the backend sits below the apps); shared code lives in @akademi/shared.`,
});
/** supabase/ sits below the apps: no app source, by path or by name. */
const noApp = { group: appPattern(null), message: 'supabase/ imports no app: a definition both need lives in @akademi/shared (e.g. @akademi/shared/domain/battery/<test>/).' };

export default tseslint.config(
  { ignores: ['**/__lint_fixture_*__/**', '**/node_modules/**', '**/dist/**', '**/.data/**', '**/test-results/**', '**/playwright-report/**', '**/*.js', '**/*.cjs'] },
  js.configs.recommended,
  {
    // Node scripts (plain .mjs, no TypeScript): Node's globals.
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', Buffer: 'readonly' } },
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  // Apps reach antd only through the curated kit in shared (@akademi/shared/kit, …/kit-extra): a shared
  // package is not tree-shaken, so antd travels inside the @akademi/shared singleton (docs/decisions.md);
  // react-router-dom likewise through @akademi/shared/router.
  // `import type` from antd stays allowed.
  ...apps.map((app) => ({
    files: [`${app}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: [
          { name: 'antd', message: 'Import antd components from @akademi/shared/kit (or /kit-extra).', allowTypeImports: true },
          { name: '@ant-design/icons', message: 'Import icons from @akademi/shared/icons (or /kit).', allowTypeImports: true },
          { name: 'react-router-dom', message: 'Import routing from @akademi/shared/router (one shared router).', allowTypeImports: true },
          { name: 'react-router', message: 'Import routing from @akademi/shared/router (one shared router).', allowTypeImports: true },
          // A remote reaches the store and RTK Query through @akademi/shared (useAppSelector, skipToken,
          // baseApi): neither package is a federation singleton, a remote importing one would bundle a copy.
          ...(app === 'shell'
            ? []
            : ['react-redux', '@reduxjs/toolkit', '@reduxjs/toolkit/query', '@reduxjs/toolkit/query/react'].map((name) => ({
                name,
                message: 'Reach the store and RTK Query through @akademi/shared (useAppSelector, useAppDispatch, skipToken, baseApi).',
                allowTypeImports: true,
              }))),
        ],
        patterns: [
          { group: appPattern(app), message: 'Apps talk through module federation or @akademi/shared, never another app\'s source.' },
          noBackend('An app'),
          { group: ['antd/*', '@ant-design/icons/*'], message: 'Import antd through @akademi/shared/kit (or /kit-extra).', allowTypeImports: true },
        ],
      }],
    },
  })),
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: apps.flatMap((a) => [`**/${a}/**`, `@akademi/${a}`]), message: 'shared imports no app.' }, noBackend('shared')] }] },
  },
  // Runtime code imports no build tooling (issue 30 item 3): tools/build depends on shared, never the
  // other way. Tests may (they check the page the build writes against the runtime that reads it).
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: apps.flatMap((a) => [`**/${a}/**`, `@akademi/${a}`]), message: 'shared imports no app.' },
        noBackend('shared'),
        { group: ['**/tools/build/**', '@akademi/build', '@akademi/build/*'], message: 'Runtime code imports no build tooling (tools/build).' },
      ] }],
    },
  },
  // The backend (issue 30): supabase/ imports no app. Its scripts, seed and tests import shared by
  // package name or path; edge functions only through the import map of supabase/functions/deno.json
  // (`@akademi/shared/domain/<file>.ts`, `@akademi/shared/db/<file>.ts`), the same specifiers Node
  // resolves through shared's package exports — so Supabase's Deno bundles them.
  {
    files: ['supabase/**/*.{ts,mts}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noApp] }] },
  },
  {
    files: ['supabase/functions/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        noApp,
        { regex: '^(\\.\\./)+(.*/)?shared/', message: 'Edge functions reach shared through the import map (@akademi/shared/domain/<file>.ts, @akademi/shared/db/<file>.ts), never a relative path.' },
        { regex: '^@akademi/shared(?!/(domain|db)/[\\w/.-]+\\.ts$)', message: 'Edge functions import from shared only @akademi/shared/domain/<file>.ts or @akademi/shared/db/<file>.ts (the entries of supabase/functions/deno.json).' },
      ] }],
    },
  },
  // Package and feature boundaries (issue 16): no relative path into another package (use its
  // `@akademi/shared/…` export), features reach each other only through their public index.ts, and
  // components/ and lib/ of an app depend on no feature. Tests may reach shared/testing by path.
  {
    files: ['{shell,mf-auth,mf-admin,mf-reports,mf-tests,mf-tracking,shared}/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: {
      'boundaries/no-relative-package-escape': 'error',
      'boundaries/feature-public-api': 'error',
    },
  },
  {
    files: ['**/__tests__/**', '**/*.test.{ts,tsx}'],
    rules: { 'boundaries/no-relative-package-escape': 'off' },
  },
  // Tests included: no app or shared file imports supabase/ by path.
  {
    files: ['{shell,mf-auth,mf-admin,mf-reports,mf-tests,mf-tracking,shared}/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: { 'boundaries/no-backend-import': 'error' },
  },
  // No import cycles inside an app or shared (the resolver only follows relative imports and the
  // workspace's own files; node_modules are skipped to keep lint fast).
  {
    files: ['{shell,mf-auth,mf-admin,mf-reports,mf-tests,mf-tracking,shared}/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/external-module-folders': ['node_modules'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
