import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { AwayWhenSignedIn } from './RequireAuth';

/** The frame of /auth/login and /auth/register: heading, lead, the form, and the way to the other page. */
export function AuthPage({ mode, children }: { mode: 'login' | 'register'; children: ReactNode }) {
  const t = useTranslations('auth');
  const other = mode === 'login' ? { question: t('login.noAccount'), label: t('login.toRegister'), href: '/auth/register' } : { question: t('register.haveAccount'), label: t('register.toLogin'), href: '/auth/login' };
  return (
    <>
      <AwayWhenSignedIn />
      <h1 className="text-3xl font-bold text-ink">{t(`${mode}.title`)}</h1>
      <p className="mb-8 mt-2 text-neutral-600">{t(`${mode}.lead`)}</p>
      {children}
      <p className="mt-8 text-center text-neutral-700">
        {other.question}{' '}
        <Link href={other.href} className="font-semibold text-brand-dark underline">
          {other.label}
        </Link>
      </p>
    </>
  );
}
