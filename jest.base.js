// Shared jest settings: TypeScript through SWC (fast, no type-check; `pnpm typecheck` does that).
export function jestConfig({ environment = 'node', ...overrides } = {}) {
  return {
    testEnvironment: environment,
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // ESM-only dependencies must be compiled too; everything else in node_modules is left alone.
    transformIgnorePatterns: [
      '/node_modules/(?!(\\.pnpm/)?(bcryptjs|express-rate-limit|agenda|@agendajs|openid-client|oauth4webapi|jose|oidc-provider)[@/+])',
    ],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    // What tests leave under the temporary folder goes with the run.
    globalSetup: new URL('./scripts/jest-temp-dir-setup.mjs', import.meta.url).pathname,
    globalTeardown: new URL('./scripts/jest-temp-dir-teardown.mjs', import.meta.url).pathname,
    ...overrides,
  };
}
