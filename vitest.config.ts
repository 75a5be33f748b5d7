import path from 'node:path';
import { configDefaults, defineConfig, type ViteUserConfig } from 'vitest/config';

/** What every run of the tests shares (`npm test`, and `npm run test:cluster`'s vitest.cluster.config.ts). */
export const common = {
  // Tests run server modules outside React's server environment, where `server-only` would refuse them.
  resolve: { alias: { '@': path.resolve('src'), 'server-only': path.resolve('node_modules/server-only/empty.js') } },
  test: {
    // Database tests start PGlite (WebAssembly) and import whole catalogues.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // next-intl's middleware imports `next/server` without an extension, which only a bundler resolves.
    server: { deps: { inline: ['next-intl'] } },
  },
} satisfies ViteUserConfig;

/**
 * Test files that set or assert on state a module keeps for its process: the configuration, read once from the
 * environment, which the fuzz test and the S3 test set (the fuzz test's environment would otherwise also reach
 * every later file of its worker, dropping their Redis cases); the search log's cap on warnings. Each runs in a
 * process of its own. Every other file shares its worker's modules with the files before it, which saves about four
 * minutes of imports on two cores.
 */
const ownModules = [
  'src/server/fuzz/fuzz.api.test.ts',
  'src/server/storage/s3-shop.test.ts',
  'src/server/domains/search/search-log.test.ts',
];

export default defineConfig({
  // The global set-up runs here, outside the projects: it needs their aliases too.
  resolve: common.resolve,
  test: {
    // One migrated database of each kind per run, copied by every test (src/server/db/testing.ts).
    globalSetup: ['src/server/db/test-templates.ts'],
    projects: [
      {
        ...common,
        test: {
          ...common.test,
          name: 'shared-modules',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...ownModules],
          isolate: false,
        },
      },
      { ...common, test: { ...common.test, name: 'own-modules', include: ownModules } },
    ],
  },
});
