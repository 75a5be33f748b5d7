'use client';

import type { ComponentProps } from 'react';
import { usePrefetchAllowed } from '@/hooks/usePrefetchAllowed';
import { Link } from '@/i18n/navigation';

/** The header's and footer's links: Next's prefetching, unless the connection is slow, saving data or offline. */
export function NavLink({ prefetch, ...props }: ComponentProps<typeof Link>) {
  const prefetchAllowed = usePrefetchAllowed();
  return <Link {...props} prefetch={prefetchAllowed ? prefetch : false} />;
}
