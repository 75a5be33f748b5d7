'use client';

import type { ReactNode } from 'react';
import { usePathname } from '@/i18n/navigation';
import { isIndexRoute } from '@/shared/route-names';

/** Renders its (server-rendered) children on every page but the home page (spec §2: route name `index…`). */
export function HiddenOnHome({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  return isIndexRoute(pathname) ? null : children;
}
