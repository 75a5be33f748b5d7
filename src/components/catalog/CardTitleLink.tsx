import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';

/** A card's title link, stretched over the whole card (`.card-link` in globals.css). */
export function CardTitleLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="card-link">
      {children}
    </Link>
  );
}
