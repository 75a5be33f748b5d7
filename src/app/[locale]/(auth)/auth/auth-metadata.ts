import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { AuthPageMode } from '@/components/auth/AuthPage';
import { alternatesFor } from '@/shared/paths';
import { pageLocale } from '../../page-locale';

export type AuthPageProps = { params: Promise<{ locale: string }> };

const authPaths: Record<AuthPageMode, string> = {
  login: 'login',
  register: 'register',
  forgot: 'forgot-password',
  reset: 'reset-password',
  verify: 'verify-email',
};

/** The title, description and alternates of /auth/login or /auth/register; never indexed. */
export function authMetadata(mode: AuthPageMode) {
  return async function generateMetadata({ params }: AuthPageProps): Promise<Metadata> {
    const locale = await pageLocale(params);
    const t = await getTranslations(`auth.${mode}`);
    return {
      title: t('title'),
      description: t('lead'),
      alternates: alternatesFor(locale, () => `/auth/${authPaths[mode]}`),
      robots: { index: false },
    };
  };
}
