'use client';

import { useEffect } from 'react';
import { LogoDrawing } from '@/components/layout/LogoMark';
import { globalErrorTexts } from '@/i18n/global-error-texts';
import { defaultLocale, locales } from '@/shared/locales';
import './globals.css';

/**
 * Spec §8: the system error when even the root layout failed. It replaces the whole document, with no
 * language provider above it, so it speaks every language of the shop, the default first.
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  const texts = locales.map((locale) => ({ locale, ...globalErrorTexts[locale] }));
  const both = (pick: (each: (typeof texts)[number]) => string) =>
    texts.map((each, index) => (
      <span key={each.locale} lang={each.locale}>
        {index > 0 && ' · '}
        {pick(each)}
      </span>
    ));

  return (
    <html lang={defaultLocale}>
      <body className="flex min-h-screen items-center justify-center bg-white px-4 py-16 antialiased">
        <title>{texts.map((each) => each.systemTitle).join(' · ')}</title>
        <main className="flex max-w-xl flex-col items-center text-center">
          <LogoDrawing className="size-14" />
          {texts.map((each, index) => (
            <section key={each.locale} lang={each.locale} className="mt-8">
              {index === 0 ? (
                <h1 className="text-2xl font-bold text-ink">{each.systemTitle}</h1>
              ) : (
                <h2 className="text-2xl font-bold text-ink">{each.systemTitle}</h2>
              )}
              <p className="mt-2 text-lg text-neutral-600">{each.system}</p>
            </section>
          ))}
          <div className="mt-10 flex flex-wrap items-center justify-center gap-4">
            <button
              type="button"
              onClick={() => retry()}
              className="h-11 rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark"
            >
              {both((each) => each.retry)}
            </button>
            {/* A full page load: the app's router may be what failed. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" className="font-semibold text-brand hover:underline">
              {both((each) => each.backToWebsite)}
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
