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
        ],
      },
    ],
    sitemap: `${config().siteUrl}/sitemap.xml`,
  };
}
