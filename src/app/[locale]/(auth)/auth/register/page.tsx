import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthPage } from '@/components/auth/AuthPage';
import { RegisterForm } from '@/components/auth/RegisterForm';
import { alternatesFor } from '@/shared/paths';
import { pageLocale } from '../../../page-locale';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations('auth.register');
  return { title: t('title'), description: t('lead'), alternates: alternatesFor(locale, () => '/auth/register'), robots: { index: false } };
}

/** Spec §2 /auth/register: registration signs the member in. */
export default async function RegisterPage({ params }: Props) {
  await pageLocale(params);
  return (
    <AuthPage mode="register">
      <RegisterForm />
    </AuthPage>
  );
}
