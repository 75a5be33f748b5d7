'use client';

import { useEffect } from 'react';
import el from '../../messages/el.json';
import en from '../../messages/en.json';
import { LogoMark } from '@/components/layout/LogoMark';
import './globals.css';

/**
 * Spec §8: the system error when even the root layout failed. It replaces the whole document, with no
 * language provider above it, so it speaks both languages.
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <html lang="el">
      <body className="flex min-h-screen items-center justify-center bg-white px-4 py-16 antialiased">
        <title>{`${el.errors.systemTitle} · ${en.errors.systemTitle}`}</title>
        <main className="flex max-w-xl flex-col items-center text-center">
          <LogoMark className="size-14" />
          <h1 className="mt-8 text-2xl font-bold text-ink">{el.errors.systemTitle}</h1>
          <p className="mt-2 text-lg text-neutral-600">{el.errors.system}</p>
          <section lang="en" className="mt-8">
            <h2 className="text-2xl font-bold text-ink">{en.errors.systemTitle}</h2>
            <p className="mt-2 text-lg text-neutral-600">{en.errors.system}</p>
          </section>
          <div className="mt-10 flex flex-wrap items-center justify-center gap-4">
            <button type="button" onClick={() => retry()} className="h-11 rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark">
              {el.errors.retry} · <span lang="en">{en.errors.retry}</span>
            </button>
            {/* A full page load: the app's router may be what failed. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" className="font-semibold text-brand hover:underline">
              {el.errors.backToWebsite} · <span lang="en">{en.errors.backToWebsite}</span>
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
