import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ProtectedMarking } from '@/components/auth/ProtectedMarking';
import { SessionKeeper } from '@/components/auth/SessionKeeper';
import { CartKeeper } from '@/components/cart/CartKeeper';
import { LazyConsent } from '@/components/consent/LazyConsent';
import { MyTractorKeeper } from '@/components/katalogos/MyTractorKeeper';
import { ChunkReloadGuard } from '@/components/loading/ChunkReloadGuard';
import { LoadingBar } from '@/components/loading/LoadingBar';
import { OutsideBackOffice } from '@/components/layout/OutsideBackOffice';
import { DataProvider } from '@/components/providers/DataProvider';
import { HydrationProvider } from '@/components/providers/Hydration';
import { PwaKeeper } from '@/components/pwa/PwaKeeper';
import { ClientMessages } from '@/i18n/ClientMessages';
import { bundleHrefs } from '@/i18n/message-bundle-content';
import { MessageBundlesSource } from '@/i18n/MessageBundlesSource';
import { routing } from '@/i18n/routing';
import { appIcons, manifestPath } from '@/pwa/web-manifest';
import { config } from '@/server/config';
import { currentConfig } from '@/server/settings-reader';
import { errorCodeList } from '@/shared/error-codes';
import { brandRed } from '@/shared/brand';
import { defaultLocale, isLocale } from '@/shared/locales';
import { fontVariables } from '../fonts';
import '../globals.css';

// Nothing is rendered at build time (the database is not there yet): pages render on first request and are
// then served from the cache until the catalogue changes.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const requested = (await params).locale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  const t = await getTranslations({ locale, namespace: 'site' });
  return {
    metadataBase: new URL(config().siteUrl),
    title: { default: `${t('name')} | ${t('description')}`, template: `%s | ${t('name')}` },
    description: t('description'),
    applicationName: t('name'),
    // Spec §1, §3: installable, with the manifest of the page's language and the app icons.
    manifest: manifestPath(locale),
    icons: {
      icon: [{ url: '/favicon.ico' }, { url: appIcons.any192, sizes: '192x192', type: 'image/png' }],
      apple: appIcons.appleTouch,
    },
    appleWebApp: { capable: true, title: t('name'), statusBarStyle: 'default' },
  };
}

// Zooming stays allowed (WCAG 1.4.4; issue #20 replaces the spec's fixed viewport). What the fixed viewport was for,
// phones zooming into a focused field, the 16 px fields of globals.css prevent.
export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: brandRed };

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [t, { thirdParty }] = await Promise.all([getTranslations({ locale, namespace: 'site' }), currentConfig()]);
  return (
    // Protected until the browser knows the member is staff (ProtectedMarking lifts it).
    <html lang={locale} data-protected="" className={fontVariables}>
      <body className="flex min-h-screen flex-col bg-white antialiased">
        {/*
          Each layout and page adds the messages of its own client components (ClientMessages); none sends all. Of
          `errors`, only the page texts (the system error, not found): the codes' messages load when needed.
        */}
        <HydrationProvider>
          <NextIntlClientProvider messages={{}}>
            <ClientMessages namespaces={['loading', 'errors', 'header']} exceptErrors={errorCodeList}>
              <MessageBundlesSource hrefs={bundleHrefs(locale)}>
                <LoadingBar />
                <ChunkReloadGuard />
                <PwaKeeper />
                <a href="#main" className="skip-link">
                  {t('skipToContent')}
                </a>
                <DataProvider tenant={config().tenantId} locale={locale}>
                  <SessionKeeper />
                  <CartKeeper />
                  <MyTractorKeeper />
                  <ProtectedMarking />
                  {children}
                  <OutsideBackOffice>
                    <LazyConsent providers={thirdParty.providers} />
                  </OutsideBackOffice>
                </DataProvider>
              </MessageBundlesSource>
            </ClientMessages>
          </NextIntlClientProvider>
        </HydrationProvider>
      </body>
    </html>
  );
}
