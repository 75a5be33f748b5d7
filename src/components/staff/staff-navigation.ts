import type { StaffAction, StaffRole } from '@/server/domains/staff';

export type StaffNavKey =
  | 'home'
  | 'orders'
  | 'carts'
  | 'products'
  | 'taxonomies'
  | 'diagrams'
  | 'stock'
  | 'import'
  | 'requests'
  | 'customers'
  | 'newsletter'
  | 'team'
  | 'audit'
  | 'jobs'
  | 'feeds'
  | 'content'
  | 'settings';

/** The back office's sections, each shown only to the roles that may open it (the pages check again). */
export const staffSections: { key: StaffNavKey; href: string; action: StaffAction }[] = [
  { key: 'home', href: '/staff', action: 'backoffice.enter' },
  { key: 'orders', href: '/staff/orders', action: 'orders.view' },
  { key: 'products', href: '/staff/products', action: 'products.view' },
  { key: 'taxonomies', href: '/staff/taxonomies', action: 'taxonomies.edit' },
  { key: 'diagrams', href: '/staff/diagrams', action: 'diagrams.edit' },
  { key: 'carts', href: '/staff/carts', action: 'carts.create' },
  { key: 'stock', href: '/staff/stock', action: 'stock.view' },
  { key: 'import', href: '/staff/import', action: 'catalog.import' },
  { key: 'requests', href: '/staff/requests', action: 'requests.view' },
  { key: 'feeds', href: '/staff/feeds', action: 'feeds.manage' },
  { key: 'customers', href: '/staff/customers', action: 'customers.view' },
  { key: 'content', href: '/staff/content', action: 'content.edit' },
  { key: 'newsletter', href: '/staff/newsletter', action: 'newsletter.send' },
  { key: 'settings', href: '/staff/settings', action: 'settings.edit' },
  { key: 'team', href: '/staff/team', action: 'team.view' },
  { key: 'audit', href: '/staff/audit', action: 'audit.view' },
  { key: 'jobs', href: '/staff/jobs', action: 'jobs.view' },
];

export type StaffMemberBadge = { email: string; role: StaffRole };
