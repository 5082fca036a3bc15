import { jestConfig } from '../jest.base.js';

export default jestConfig({
  testMatch: ['<rootDir>/journeys/**/*.e2e.ts'],
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  // A journey drives a real browser against a real server: generous, but bounded.
  testTimeout: 90_000,
});
