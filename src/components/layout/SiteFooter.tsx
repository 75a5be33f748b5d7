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
    <footer className="site-footer">
      <HiddenOnHome>
        <FeaturesStrip features={features} variant="footer" />
      </HiddenOnHome>

      <div className="bg-brand">
        <div className="newsletter-band">
          <div className="max-w-md">
            <h2 className="text-xl font-bold text-white">{t('newsletter.title')}</h2>
            <p className="mt-1 text-white">{t('newsletter.lead')}</p>
          </div>
          <NewsletterForm />
        </div>
      </div>

      {/* Phones: the two link lists side by side, the wider columns across the whole width. */}
      <div className="footer-columns">
        <MemberAreaColumn wide />
        <QuickLinksColumn />
        <ProductsColumn categories={categories} />
        <FindUsColumn contact={contact} wide />
        <BusinessHoursColumn hours={contact.hours} reviewsCount={reviewsCount} wide />
      </div>

      <div className="border-t border-white/10">
        <div className="footer-bottom">
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
        <p className="footer-notice">{t('imagesNotice')}</p>
      </div>
    </footer>
  );
}
