'use client';

import type { ReactNode } from 'react';
import { usePathname } from '@/i18n/navigation';
import { isStaffPath } from '@/shared/staff-paths';

/**
 * The storefront's own parts of the shared root layout (the cookie bar, analytics, chat and the like): left out of
 * the back office, whose pages third parties have no business seeing.
 */
export function OutsideBackOffice({ children }: { children: ReactNode }) {
  return isStaffPath(usePathname()) ? null : children;
}
