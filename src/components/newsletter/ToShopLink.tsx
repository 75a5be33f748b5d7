import { useTranslations } from 'next-intl';
import { primaryButton } from '@/components/ui/button-styles';
import { Link } from '@/i18n/navigation';

export function ToShopLink() {
  const t = useTranslations('newsletter');
  return (
    <Link href="/" className={`inline-flex items-center ${primaryButton}`}>
      {t('toShop')}
    </Link>
  );
}
