import 'server-only';
import type { ReactNode } from 'react';
import { WelcomeNote } from '@/components/auth/WelcomeNote';
import { LazyCartDrawer } from '@/components/cart/LazyCartDrawer';
import type { CategoryLink } from '@/server/domains/catalog';
import type { Feature } from '@/server/domains/content';
import { currentConfig } from '@/server/settings-reader';
import { getCategories, getFeatures } from '@/server/storefront';
import type { Locale } from '@/shared/locales';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { VatRulesProvider } from '@/components/vat/VatRulesProvider';
import { ClientMessages } from '@/i18n/ClientMessages';

/** Secondary data must never fail the page (DESIGN habit 11): without it the strip and column stay empty. */
async function orEmpty<T>(what: string, read: () => Promise<T[]>): Promise<T[]> {
  try {
    return await read();
  } catch (error) {
    console.error(`Shop layout: could not read ${what}`, error);
    return [];
  }
}

/**
 * The default shop layout's frame (spec §2): header, main content, footer. Used by the (shop) route group and
 * by the not-found page, which renders in place of that group's layout.
 */
export async function ShopChrome({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [features, categories, { thirdParty, checkout, contact }] = await Promise.all([
    orEmpty<Feature>('features', () => getFeatures(locale)),
    orEmpty<CategoryLink>('footer categories', () => getCategories(locale, { first: 6 })),
    currentConfig(),
  ]);
  const { homeCountry, vatRates } = checkout;
  return (
    <ClientMessages namespaces={['menu', 'myTractor.header', 'vat', 'footer.newsletter']}>
      <VatRulesProvider rules={{ homeCountry, vatRates }}>
        <SiteHeader features={features} contact={contact} />
        <WelcomeNote />
        {/*
        At least a screen high: content a page renders in the browser (the cart, the checkout, a catalogue model)
        grows below the fold, instead of pushing a footer the visitor sees (layout shift, issue #20).
      */}
        <main id="main" className="min-h-svh flex-1">
          {children}
        </main>
        <LazyCartDrawer />
        <SiteFooter
          features={features}
          categories={categories}
          contact={contact}
          reviewsCount={thirdParty.reviewsCount}
          cookieSettings={thirdParty.providers.length > 0}
        />
      </VatRulesProvider>
    </ClientMessages>
  );
}
