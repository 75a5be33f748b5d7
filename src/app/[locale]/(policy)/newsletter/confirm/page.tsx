import { getTranslations } from 'next-intl/server';
import { NewsletterConfirmation } from '@/components/newsletter/NewsletterConfirmation';
import { pageLocale } from '../../../page-locale';
import { newsletterMetadata, tokenOf, type NewsletterPageProps } from '../newsletter-metadata';
import { ClientMessages } from '@/i18n/ClientMessages';
import { QueryProvider } from '@/components/providers/QueryProvider';

export const generateMetadata = newsletterMetadata('confirm');

// The token comes from the query string: rendered per request.
export const dynamic = 'force-dynamic';

/** Where the confirmation link of the sign-up e-mail lands: `?token=…`. */
export default async function NewsletterConfirmPage({ params, searchParams }: NewsletterPageProps) {
  await pageLocale(params);
  const t = await getTranslations('newsletter.confirm');
  return (
    <ClientMessages namespaces={['newsletter', 'footer.newsletter']}>
      <>
        <h1 className="mb-6 text-3xl font-bold text-ink">{t('title')}</h1>
        <QueryProvider>
          <NewsletterConfirmation token={await tokenOf(searchParams)} />
        </QueryProvider>
      </>
    </ClientMessages>
  );
}
