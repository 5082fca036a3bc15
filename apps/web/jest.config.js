import { jestConfig } from '../../jest.base.js';

export default jestConfig({
  environment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  moduleNameMapper: {
    '\\.css$': '<rootDir>/src/test/style-stub.ts',
    '^@/(.*)$': '<rootDir>/src/$1',
  },
  maxWorkers: 1,
});
