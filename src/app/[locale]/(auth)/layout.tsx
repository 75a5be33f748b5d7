import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AuthIllustration } from '@/components/layout/AuthIllustration';
import { BackToWebsiteLink } from '@/components/layout/BackToWebsiteLink';
import { Logo } from '@/components/layout/Logo';
import { pageLocale } from '../page-locale';

/** The auth layout of spec §2: the form on the left, a picture on the right on large screens. */
export default async function AuthLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  await pageLocale(params);
  const t = await getTranslations();
  return (
    <div className="grid flex-1 lg:grid-cols-2">
      <div className="flex flex-col px-4 py-6 sm:px-8 lg:px-12 xl:px-20">
        <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <Logo />
          <BackToWebsiteLink label={t('errors.backToWebsite')} className="text-sm" />
        </header>
        <main id="main" className="flex flex-1 flex-col justify-center py-10">
          <div className="mx-auto w-full max-w-md">{children}</div>
        </main>
        <p className="text-center text-xs text-neutral-500 lg:text-left">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
      <aside
        aria-label={t('auth.asideTitle')}
        className="relative hidden overflow-hidden bg-ink lg:flex lg:flex-col lg:justify-end"
      >
        <AuthIllustration />
        <div className="relative z-10 p-12 xl:p-16">
          <p className="max-w-md text-3xl leading-tight font-bold text-white">{t('auth.asideTitle')}</p>
          <p className="mt-3 max-w-md text-lg text-neutral-300">{t('auth.asideLead')}</p>
        </div>
      </aside>
    </div>
  );
}
