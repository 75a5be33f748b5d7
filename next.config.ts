import path from 'node:path';
import { withSerwist } from '@serwist/turbopack';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { locales } from './src/shared/locales';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  // Messages are compiled at build time, so the browser formats them without shipping an ICU parser (issue #20).
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const nextConfig: NextConfig = {
  output: 'standalone',
  poweredByHeader: false,
  // Pages get their ETag once, when cached, from their content (src/server/cache/cache-handler.mjs), and a browser
  // holding the page gets 304 (src/server/http/not-modified.ts). Next's hashed the whole page in JavaScript on every
  // request: a fifth of a cached page's cost (issue #20). Static files keep Last-Modified.
  generateEtags: false,
  // Titles and descriptions in the <head> of every page for every visitor, not streamed after the body (which
  // Next does for browsers it does not know as crawlers): Lighthouse found pages with no description (issue #20).
  htmlLimitedBots: /.*/,
  // Next's widths without 2048 and 3840 (issue #20): no picture of the shop is drawn wider than the 1920 px screen
  // at 1×, each picture's srcset in the HTML (and again in the page's payload) lists two addresses fewer (a search
  // page of 22 photographed parts: about 0.4 KB gzipped), and the optimizer never resizes a photo to 4K.
  images: { deviceSizes: [640, 750, 828, 1080, 1200, 1920] },
  // `npm test` type-checks the whole project once; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  // PGlite loads its WebAssembly build and extension bundles from its own folder at run time. graphql is loaded by
  // Node too: bundled, it came in twice (its CommonJS and its ES module files), and yoga, checking errors with
  // `instanceof GraphQLError`, took the other copy's syntax errors for faults and answered them 500.
  // pdfkit (order documents) runs from node_modules too, with the typeface files the documents embed.
  serverExternalPackages: ['@electric-sql/pglite', 'graphql', 'pdfkit'],
  outputFileTracingIncludes: {
    '/**': [
      './node_modules/@electric-sql/pglite/dist/**/*',
      './node_modules/@fontsource/source-sans-pro/files/source-sans-pro-{latin,latin-ext,greek}-{400,700}-normal.woff',
    ],
  },
  // Rendered pages and cached reads: in Redis when REDIS_URL is set (every instance shares them and their tags),
  // otherwise in the process's memory, sized for the whole catalogue rather than Next's 50 MB.
  cacheHandler: path.resolve('src/server/cache/cache-handler.mjs'),
  cacheMaxMemorySize: 0,
  // forbidden(): the back office's "your role may not do this" page, answered 403.
  // The back office uploads a whole catalogue (a 100 000-product products.csv is about 70 MB) in one form post.
  experimental: {
    isrFlushToDisk: false,
    authInterrupts: true,
    serverActions: { bodySizeLimit: '300mb' },
    proxyClientMaxBodySize: '300mb',
  },
  // The icon sprite is named by its content (npm run icons:sprite): browsers keep it for good.
  async headers() {
    return [
      {
        source: '/icons/sprite-:hash.svg',
        headers: [{ key: 'cache-control', value: 'public, max-age=31536000, immutable' }],
      },
    ];
  },
  // Spec §2 names the about page /sxetika-me-tin-{product}; a segment cannot mix text and a parameter.
  async rewrites() {
    return [
      { source: `/:locale(${locales.join('|')})/sxetika-me-tin-:product`, destination: '/:locale/about/:product' },
    ];
  },
};

// withSerwist: esbuild, which builds the service worker (src/app/sw.js/route.ts), runs from node_modules.
export default withSerwist(withNextIntl(nextConfig));
