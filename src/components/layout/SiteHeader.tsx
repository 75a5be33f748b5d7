import type { Feature } from '@/server/domains/content';
import { contactChannelsOf, type ContactDetails } from '@/shared/shop-contact';
import { CartToggle } from './CartToggle';
import { FeaturesStrip } from './FeaturesStrip';
import { InfoBar } from './InfoBar';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { MainNav } from './MainNav';
import { MobileMenu } from './MobileMenu';
import { MyTractorControl } from './MyTractorControl';
import { SearchToggle } from './SearchToggle';
import { SessionLinks } from './SessionLinks';

/**
 * Spec §2: the info bar (large screens), the sticky header with logo, search, language, session and cart,
 * the main navigation (extra-large; the mobile menu below that) and the features strip (extra-large).
 */
export function SiteHeader({ features, contact }: { features: Feature[]; contact: ContactDetails }) {
  return (
    <>
      <InfoBar contact={contact} />
      <header className="site-header">
        <div className="site-header-bar">
          <Logo className="mr-auto md:mr-0" />
          <SearchToggle />
          <div className="hidden xl:block">
            <LanguageSwitcher />
          </div>
          {/* The narrowest phones find it in the menu instead. */}
          <div className="hidden min-[400px]:contents">
            <MyTractorControl />
          </div>
          <SessionLinks />
          <CartToggle />
          <MobileMenu contact={contactChannelsOf(contact)} />
        </div>
        <MainNav />
      </header>
      <FeaturesStrip features={features} variant="header" />
    </>
  );
}
