import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthForm } from '@/components/auth/AuthForm';
import { AuthPage } from '@/components/auth/AuthPage';
import { alternatesFor } from '@/shared/paths';
import { pageLocale } from '../../../page-locale';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations('auth.login');
  return { title: t('title'), description: t('lead'), alternates: alternatesFor(locale, () => '/auth/login'), robots: { index: false } };
}

/** Spec §2 /auth/login. */
export default async function LoginPage({ params }: Props) {
  await pageLocale(params);
  return (
    <AuthPage mode="login">
      <AuthForm mode="login" />
    </AuthPage>
  );
}
