import { useTranslations } from 'next-intl';
import { LogoMark } from './LogoMark';
import { Link } from '@/i18n/navigation';

/** Logo mark and wordmark, linking home; greyscale until hovered (spec §9, `.logo` in globals.css). */
export function Logo({ className = '' }: { className?: string }) {
  const t = useTranslations('header');
  return (
    <Link href="/" className={`logo flex shrink-0 items-center gap-2 rounded-md sm:gap-2.5 ${className}`}>
      <LogoMark className="h-9 w-9 shrink-0 sm:h-11 sm:w-11" />
      <span className="flex flex-col leading-none">
        <span className="text-[1.05rem] font-bold tracking-tight text-ink sm:text-lg">Tractor Parts</span>{' '}
        {/* A red dark enough to stay readable at the logo's resting 0.7 opacity (spec §9). */}
        <span className="mt-1 text-[0.7rem] font-semibold tracking-[0.32em] text-[#8f0724] uppercase">Hellas</span>
        <span className="sr-only">, {t('homeLink')}</span>
      </span>
    </Link>
  );
}
