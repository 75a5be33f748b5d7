import { defineConfig } from 'vitest/config';
import { common } from './vitest.config';

/**
 * `npm run test:cluster`: the two-instance test (tests/cluster). It starts the production build behind nginx, so it
 * runs apart from `npm test`, after a build (in CI, the one the browser tests made).
 */
export default defineConfig({
  ...common,
  test: { ...common.test, include: ['tests/cluster/**/*.test.ts'], fileParallelism: false },
});
