import { jestConfig } from '../../jest.base.js';

export default jestConfig({ testTimeout: 30_000, maxWorkers: 1 });
