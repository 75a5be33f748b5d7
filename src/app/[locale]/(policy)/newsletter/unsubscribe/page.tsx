import { getTranslations } from 'next-intl/server';
import { NewsletterUnsubscribe } from '@/components/newsletter/NewsletterUnsubscribe';
import { pageLocale } from '../../../page-locale';
import { newsletterMetadata, tokenOf, type NewsletterPageProps } from '../newsletter-metadata';
import { ClientMessages } from '@/i18n/ClientMessages';
import { QueryProvider } from '@/components/providers/QueryProvider';

export const generateMetadata = newsletterMetadata('unsubscribe');

// The token comes from the query string: rendered per request.
export const dynamic = 'force-dynamic';

/** Where the unsubscribe link of every newsletter lands: `?token=…`. */
export default async function NewsletterUnsubscribePage({ params, searchParams }: NewsletterPageProps) {
  await pageLocale(params);
  const t = await getTranslations('newsletter.unsubscribe');
  return (
    <ClientMessages namespaces={['newsletter', 'footer.newsletter']}>
      <>
        <h1 className="mb-6 text-3xl font-bold text-ink">{t('title')}</h1>
        <QueryProvider>
          <NewsletterUnsubscribe token={await tokenOf(searchParams)} />
        </QueryProvider>
      </>
    </ClientMessages>
  );
}
