import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  output: 'standalone',
  poweredByHeader: false,
  // `npm test` type-checks the whole project once; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  // PGlite loads its WebAssembly build and extension bundles from its own folder at run time.
  serverExternalPackages: ['@electric-sql/pglite'],
  outputFileTracingIncludes: { '/**': ['./node_modules/@electric-sql/pglite/dist/**/*'] },
  // Rendered pages and cached reads live in memory: a restart after an offline catalogue import starts fresh.
  experimental: { isrFlushToDisk: false },
  // Spec §2 names the about page /sxetika-me-tin-{product}; a segment cannot mix text and a parameter.
  async rewrites() {
    return [{ source: '/:locale(el|en)/sxetika-me-tin-:product', destination: '/:locale/about/:product' }];
  },
};

export default withNextIntl(nextConfig);
