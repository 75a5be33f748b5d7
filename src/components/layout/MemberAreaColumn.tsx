import { Icon } from '@/components/icons/Icon';
import { useTranslations } from 'next-intl';
import { SignOutButton, WhenSignedIn, WhenSignedOut } from '@/components/auth/SessionSwitch';
import { InstallAppButton } from '@/components/pwa/InstallAppButton';
import { shopContact } from '@/shared/shop-contact';
import { FooterColumn } from './FooterColumn';
import { Link } from '@/i18n/navigation';

/** Spec §2: the session control with register, the social links and the operator's tractors site. */
export function MemberAreaColumn({ wide }: { wide?: boolean }) {
  const t = useTranslations();
  return (
    <FooterColumn id="footer-member-area" title={t('footer.memberArea')} wide={wide}>
      <p className="mb-3 text-neutral-300" data-testid="footer-member-lead">
        <WhenSignedOut>{t('footer.memberLead')}</WhenSignedOut>
        <WhenSignedIn>{t('footer.memberLeadSignedIn')}</WhenSignedIn>
      </p>
      <div className="mb-6 flex flex-wrap gap-2">
        <WhenSignedOut>
          <Link href="/auth/login" className="footer-button-primary">
            {t('header.signIn')}
          </Link>
          <Link href="/auth/register" className="footer-button-outline">
            {t('header.register')}
          </Link>
        </WhenSignedOut>
        <WhenSignedIn>
          <Link href="/orders" className="footer-button-primary">
            {t('auth.orders')}
          </Link>
          <SignOutButton className="footer-button-outline">{t('auth.signOut')}</SignOutButton>
        </WhenSignedIn>
      </div>
      <div className="-mt-3 mb-6">
        <InstallAppButton className="footer-button-outline gap-2" hintClassName="mt-1.5 text-sm text-neutral-300" />
      </div>
      <p className="footer-subheading">{t('footer.followUs')}</p>
      <ul className="mb-5 flex gap-2">
        {shopContact.social.map((link) => (
          <li key={link.network}>
            <a href={link.href} aria-label={link.label} className="social-link">
              <Icon name={link.network} className="size-5" />
            </a>
          </li>
        ))}
      </ul>
      <a href={shopContact.tractorsSite} target="_blank" rel="noopener" className="footer-link-strong gap-1.5">
        {t('footer.tractorsSite')}
        <Icon name="external-link" className="size-4" />
        <span className="sr-only"> {t('footer.newTab')}</span>
      </a>
    </FooterColumn>
  );
}
