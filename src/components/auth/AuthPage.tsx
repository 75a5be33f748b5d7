import { useTranslations, type MessageKeys, type Messages, type NestedKeyOf } from 'next-intl';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { AwayWhenSignedIn } from './RequireAuth';

export type AuthPageMode = 'login' | 'register' | 'forgot' | 'reset' | 'verify';

type AuthMessage = MessageKeys<Messages['auth'], NestedKeyOf<Messages['auth']>>;

const otherPage: Partial<Record<AuthPageMode, { question: AuthMessage; label: AuthMessage; href: string }>> = {
  login: { question: 'login.noAccount', label: 'login.toRegister', href: '/auth/register' },
  register: { question: 'register.haveAccount', label: 'register.toLogin', href: '/auth/login' },
  forgot: { question: 'register.haveAccount', label: 'register.toLogin', href: '/auth/login' },
};

/** The frame of the /auth pages: heading, lead, the form, and the way to the other page. */
export function AuthPage({ mode, children }: { mode: AuthPageMode; children: ReactNode }) {
  const t = useTranslations('auth');
  const other = otherPage[mode];
  return (
    <>
      {mode !== 'reset' && mode !== 'verify' && <AwayWhenSignedIn />}
      <h1 className="text-3xl font-bold text-ink">{t(`${mode}.title`)}</h1>
      <p className="mt-2 mb-8 text-neutral-600">{t(`${mode}.lead`)}</p>
      {children}
      {other && (
        <p className="mt-8 text-center text-neutral-700">
          {t(other.question)}{' '}
          <Link href={other.href} className="font-semibold text-brand-dark underline">
            {t(other.label)}
          </Link>
        </p>
      )}
    </>
  );
}
