import { jestConfig } from '../../jest.base.js';

// One worker: the machine's two cores are shared, and each test file starts its own database.
export default jestConfig({
  testTimeout: 30_000,
  maxWorkers: 1,
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
  // Every response a test receives is checked against its route's declaration.
  setupFilesAfterEnv: ['<rootDir>/src/test/declared-responses.ts'],
});
