import type { StaffAction, StaffRole } from '@/server/domains/staff';

export type StaffNavKey = 'home' | 'orders' | 'requests' | 'team' | 'audit';

/** The back office's sections, each shown only to the roles that may open it (the pages check again). */
export const staffSections: { key: StaffNavKey; href: string; action: StaffAction }[] = [
  { key: 'home', href: '/staff', action: 'backoffice.enter' },
  { key: 'orders', href: '/staff/orders', action: 'orders.view' },
  { key: 'requests', href: '/staff/requests', action: 'requests.view' },
  { key: 'team', href: '/staff/team', action: 'team.view' },
  { key: 'audit', href: '/staff/audit', action: 'audit.view' },
];

export type StaffMemberBadge = { email: string; role: StaffRole };
