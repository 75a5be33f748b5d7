import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

export function ToShopLink() {
  const t = useTranslations('newsletter');
  return (
    <Link href="/" className="inline-flex min-h-11 items-center rounded-md bg-brand px-4 font-semibold text-white hover:bg-brand-dark">
      {t('toShop')}
    </Link>
  );
}
