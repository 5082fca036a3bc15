import { jestConfig } from '../../jest.base.js';

export default jestConfig({
  environment: '<rootDir>/src/test/jsdom-environment.js',
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  moduleNameMapper: {
    '\\.css$': '<rootDir>/src/test/style-stub.ts',
    '\\.svg$': '<rootDir>/src/test/file-stub.ts',
    // config/env.ts reads import.meta.env, which jest cannot parse: tests use a double.
    '^@/config/env$': '<rootDir>/src/test/env.ts',
    // Vite's plugins make virtual modules, which jest has no Vite to provide.
    '^virtual:pwa-register$': '<rootDir>/src/test/pwa-register.ts',
    '^@/(.*)$': '<rootDir>/src/$1',
  },
  globals: { __DEV_TOOLS__: false },
  maxWorkers: 1,
  // Above the 5 s a test waits for what it looks for (src/test/setup.ts), so a miss says what.
  testTimeout: 15_000,
});
