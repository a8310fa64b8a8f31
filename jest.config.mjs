// Unit and component tests (Jest + @testing-library/react, jsdom): one project per app + shared.
// Tests live beside the code in __tests__/. Run all with `npx jest` from the root.
const APPS = ['shared', 'shell', 'mf-auth', 'mf-admin', 'mf-reports', 'mf-tests', 'mf-tracking'];

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const project = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  testTimeout: 30_000,
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.{ts,tsx}'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  // antd's dependencies ship some ES modules only (e.g. @ant-design/colors/es): transform those.
  transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/|@ant-design/|@rc-component/|rc-[a-z-]+/|antd/)'],
  setupFiles: ['<rootDir>/../shared/testing/jest-setup-env.ts'],
  setupFilesAfterEnv: ['<rootDir>/../shared/testing/jest-setup.ts'],
  moduleNameMapper: {
    '^@akademi/shared$': '<rootDir>/../shared/src/index.ts',
    '^@akademi/shared/router$': '<rootDir>/../shared/src/router.ts',
    '^@akademi/shared/domain$': '<rootDir>/../shared/src/domain/index.ts',
    '^@akademi/shared/domain/(.*)$': '<rootDir>/../shared/src/domain/$1',
    '^@akademi/shared/export$': '<rootDir>/../shared/src/export/index.ts',
    '^@akademi/shared/logging$': '<rootDir>/../shared/src/logging/index.ts',
    '^@akademi/shared/ui$': '<rootDir>/../shared/src/ui/index.ts',
    '^@akademi/shared/kit$': '<rootDir>/../shared/src/ui/kit.ts',
    '^@akademi/shared/kit-extra$': '<rootDir>/../shared/src/ui/kit-extra.ts',
    '^@akademi/shared/icons$': '<rootDir>/../shared/src/ui/icons.ts',
    '^@akademi/shared/lms-links$': '<rootDir>/../shared/src/ui/lms-links.tsx',
    // jsdom has no canvas: charts are replaced in unit tests and tested for real in the browser suite.
    '^@ant-design/charts$': '<rootDir>/../shared/testing/charts-mock.tsx',
    '\\.(css|less)$': '<rootDir>/../shared/testing/style-mock.ts',
  },
});

export default {
  // antd component tests in jsdom take seconds each on a 2-core machine; 5 s (the default) flakes.
  testTimeout: 30_000,
  projects: APPS.map((app) => ({ rootDir: import.meta.dirname, ...project(app) })),
};
