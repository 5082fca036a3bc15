import { jestConfig } from '../../jest.base.js';

// One worker: the machine's two cores are shared, and each test file starts its own database.
export default jestConfig({
  testTimeout: 30_000,
  maxWorkers: 1,
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
});
