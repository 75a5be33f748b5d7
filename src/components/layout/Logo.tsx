import { useTranslations } from 'next-intl';
import { LogoMark } from './LogoMark';
import { Link } from '@/i18n/navigation';

/** Logo mark and wordmark, linking home; greyscale until hovered (spec §9, `.logo` in globals.css). */
export function Logo({ className = '' }: { className?: string }) {
  const t = useTranslations('header');
  return (
    <Link href="/" className={`logo logo-link ${className}`}>
      <LogoMark className="logo-link-mark" />
      <span className="logo-words">
        <span className="logo-name">Tractor Parts</span>{' '}
        {/* A red dark enough to stay readable at the logo's resting 0.7 opacity (spec §9). */}
        <span className="logo-place">Hellas</span>
        <span className="sr-only">, {t('homeLink')}</span>
      </span>
    </Link>
  );
}
