import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';

/** A card's title link, stretched over the whole card (the card is `relative`), underlined when focused. */
export function CardTitleLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="after:absolute after:inset-0 focus-visible:underline focus-visible:outline-none">
      {children}
    </Link>
  );
}
