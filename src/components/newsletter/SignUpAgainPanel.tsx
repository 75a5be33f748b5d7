import { useTranslations } from 'next-intl';
import { NewsletterForm } from '@/components/layout/NewsletterForm';

/** The sign-up again, on the brand colour as in the footer: where a link did not work. */
export function SignUpAgainPanel() {
  const t = useTranslations('newsletter.signUpAgain');
  return (
    <section aria-labelledby="sign-up-again" className="mt-8 rounded-lg bg-brand px-4 py-6 sm:px-6">
      <h2 id="sign-up-again" className="text-xl font-bold text-white">
        {t('title')}
      </h2>
      <p className="mt-1 mb-4 text-white">{t('lead')}</p>
      <NewsletterForm />
    </section>
  );
}
