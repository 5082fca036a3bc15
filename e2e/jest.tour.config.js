import { jestConfig } from '../jest.base.js';

// `pnpm --filter @peerconnect/e2e tour`: screenshots of every screen for a design review.
export default jestConfig({
  testMatch: ['<rootDir>/tour/**/*.tour.ts'],
  testTimeout: 240_000,
});
