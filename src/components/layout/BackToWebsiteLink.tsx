'use client';

import { Icon } from '@/components/icons/Icon';
import { Link, usePathname } from '@/i18n/navigation';
import { isIndexRoute } from '@/shared/route-names';

/** A link to the home page; not shown on the home page itself (spec §2). */
export function BackToWebsiteLink({ label, className = '' }: { label: string; className?: string }) {
  const pathname = usePathname();
  if (isIndexRoute(pathname)) return null;
  return (
    <Link
      href="/"
      className={`inline-flex items-center gap-2 font-semibold text-brand hover:text-brand-dark hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${className}`}
    >
      <Icon name="arrow-left" className="size-4" />
      {label}
    </Link>
  );
}
