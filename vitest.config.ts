import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Tests run server modules outside React's server environment, where `server-only` would refuse them.
  resolve: { alias: { '@': path.resolve('src'), 'server-only': path.resolve('node_modules/server-only/empty.js') } },
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Database tests start PGlite (WebAssembly) and import whole catalogues.
    testTimeout: 120_000,
    // One migrated database of each kind per run, copied by every test (src/server/db/testing.ts).
    globalSetup: ['src/server/db/test-templates.ts'],
    hookTimeout: 180_000,
    // next-intl's middleware imports `next/server` without an extension, which only a bundler resolves.
    server: { deps: { inline: ['next-intl'] } },
  },
});
