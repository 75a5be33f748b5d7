import type { MetadataRoute } from 'next';
import { config } from '@/server/config';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: [
          '/api/',
          '/graphql',
          '/oauth/',
          '/checkout',
          '/shopping-cart',
          '/orders',
          '/receipt/',
          '/request/',
          '/auth/',
          // The back office, in both languages (its pages also say noindex).
          '/staff',
          '/en/staff',
        ],
      },
    ],
    sitemap: `${config().siteUrl}/sitemap.xml`,
  };
}
