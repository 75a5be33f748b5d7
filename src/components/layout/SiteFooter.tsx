import { useTranslations } from 'next-intl';
import { CookieSettingsButton } from '@/components/consent/CookieSettingsButton';
import type { CategoryLink } from '@/server/domains/catalog';
import type { Feature } from '@/server/domains/content';
import type { ContactDetails } from '@/shared/shop-contact';
import { BusinessHoursColumn } from './BusinessHoursColumn';
import { FeaturesStrip } from './FeaturesStrip';
import { FindUsColumn } from './FindUsColumn';
import { HiddenOnHome } from './HiddenOnHome';
import { LogoMark } from './LogoMark';
import { MemberAreaColumn } from './MemberAreaColumn';
import { NewsletterForm } from './NewsletterForm';
import { ProductsColumn } from './ProductsColumn';
import { QuickLinksColumn } from './QuickLinksColumn';

/** `cookieSettings`: the shop uses third parties that need consent, so the decision can be changed here. */
type Props = {
  features: Feature[];
  categories: CategoryLink[];
  contact: ContactDetails;
  reviewsCount?: number;
  cookieSettings?: boolean;
};

/**
 * Spec §2: the features strip (not on the home page), newsletter sign-up, five columns, the copyright line
 * with the accepted cards (and the logo on extra-large screens) and the notice about product images.
 */
export function SiteFooter({ features, categories, contact, reviewsCount = 0, cookieSettings = false }: Props) {
  const t = useTranslations('footer');
  const consent = useTranslations('consent');
  return (
    <footer className="mt-16 bg-neutral-900 text-[0.9375rem] text-neutral-300">
      <HiddenOnHome>
        <FeaturesStrip features={features} variant="footer" />
      </HiddenOnHome>

      <div className="bg-brand">
        <div className="mx-auto flex max-w-7xl flex-col gap-5 px-4 py-8 lg:flex-row lg:items-center lg:justify-between lg:gap-10">
          <div className="max-w-md">
            <h2 className="text-xl font-bold text-white">{t('newsletter.title')}</h2>
            <p className="mt-1 text-white">{t('newsletter.lead')}</p>
          </div>
          <NewsletterForm />
        </div>
      </div>

      {/* Phones: the two link lists side by side, the wider columns across the whole width. */}
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:gap-x-8 lg:grid-cols-3 xl:grid-cols-[1fr_0.9fr_1fr_1.35fr_1fr]">
        <MemberAreaColumn className="col-span-2 sm:col-span-1" />
        <QuickLinksColumn />
        <ProductsColumn categories={categories} />
        <FindUsColumn contact={contact} className="col-span-2 sm:col-span-1" />
        <BusinessHoursColumn hours={contact.hours} reviewsCount={reviewsCount} className="col-span-2 sm:col-span-1" />
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-4 px-4 py-6 text-sm text-neutral-400 sm:flex-row sm:justify-between">
          <div className="flex items-center gap-3">
            <span className="logo hidden xl:block">
              <LogoMark className="size-8" />
            </span>
            <div className="text-center sm:text-left">
              <p>{t('copyright', { year: new Date().getFullYear() })}</p>
              <p>{t('pricesExclVat')}</p>
              {cookieSettings && (
                <CookieSettingsButton
                  label={consent('settings')}
                  className="mt-1 text-neutral-300 underline hover:text-white"
                />
              )}
            </div>
          </div>
          {/* eslint-disable-next-line @next/next/no-img-element -- a small static SVG needs no optimisation */}
          <img
            src="/images/payment-cards.svg"
            alt={t('cardsAlt')}
            width={202}
            height={30}
            // Lazy: React preloads an eager image of the first HTML, and this one would compete with the page's own.
            loading="lazy"
            decoding="async"
            className="h-[30px] w-auto"
          />
        </div>
        <p className="mx-auto max-w-7xl px-4 pb-8 text-center text-xs leading-relaxed text-neutral-400 sm:text-left">
          {t('imagesNotice')}
        </p>
      </div>
    </footer>
  );
}
