import { useTranslations } from 'next-intl';
import { FooterColumn, footerLinkClass } from './FooterColumn';
import { Link } from '@/i18n/navigation';

const quickLinks = [
  { href: '/epikoinonia', label: 'contact' },
  { href: '/oroi-proypotheseis', label: 'terms' },
  { href: '/terms-of-service', label: 'termsOfService' },
  { href: '/cookie-policy', label: 'cookiePolicy' },
  { href: '/payment-methods', label: 'paymentMethods' },
  { href: '/shipping-methods', label: 'shippingMethods' },
] as const;

export function QuickLinksColumn() {
  const t = useTranslations('footer');
  return (
    <FooterColumn id="footer-quick-links" title={t('quickLinks')}>
      <ul className="flex flex-col gap-0.5">
        {quickLinks.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={footerLinkClass}>
              {t(`links.${link.label}`)}
            </Link>
          </li>
        ))}
      </ul>
    </FooterColumn>
  );
}
