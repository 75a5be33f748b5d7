import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { BackToWebsiteLink } from '@/components/layout/BackToWebsiteLink';
import { Logo } from '@/components/layout/Logo';
import { pageLocale } from '../page-locale';

/** The policy layout of spec §2: a narrow article column (line height 1.75) with a way back to the shop. */
export default async function PolicyLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  await pageLocale(params);
  const t = await getTranslations();
  return (
    <>
      <header className="border-b border-neutral-200 bg-white">
        <div className="mx-auto flex min-h-16 max-w-3xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
          <Logo />
          <BackToWebsiteLink label={t('policy.backToWebsite')} className="text-sm" />
        </div>
      </header>
      <main id="main" className="flex-1">
        <article className="mx-auto max-w-3xl px-4 py-10 text-[1.0625rem] leading-[1.75] sm:py-14">{children}</article>
      </main>
      <footer className="border-t border-neutral-200 bg-neutral-50">
        <div className="mx-auto flex max-w-3xl flex-col gap-3 px-4 py-6 text-sm text-neutral-600 sm:flex-row sm:items-center sm:justify-between">
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
          <BackToWebsiteLink label={t('policy.backToWebsite')} />
        </div>
      </footer>
    </>
  );
}
