import { jestConfig } from '../../jest.base.js';

export default jestConfig({ testMatch: ['<rootDir>/test/**/*.test.ts'] });
