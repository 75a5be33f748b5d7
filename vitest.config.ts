import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve('src') } },
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Database tests start PGlite (WebAssembly) and import whole catalogues.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
