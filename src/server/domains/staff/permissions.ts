import type { StaffRole } from './staff-roles';

/**
 * Everything a staff member can do in the back office, and the roles allowed to do it: the one permission table
 * (issue #15). Every page and every mutation asks `staffMay` on the server; later back-office issues add their
 * actions here (owner and manager where an issue names no roles).
 */
export const permissions = {
  // The back office itself
  'backoffice.enter': ['owner', 'manager', 'warehouse', 'accountant'],
  'team.view': ['owner'],
  'team.invite': ['owner'],
  'team.change-role': ['owner'],
  'team.disable': ['owner'],
  'audit.view': ['owner', 'manager', 'accountant'],
  // The dashboard: everyone sees what needs action; the money only these roles
  'dashboard.sales': ['owner', 'manager', 'accountant'],
  // The order desk
  'orders.view': ['owner', 'manager', 'warehouse', 'accountant'],
  'orders.export': ['owner', 'manager', 'accountant'],
  'orders.mark-paid': ['owner', 'manager', 'accountant'],
  'orders.mark-collected': ['owner', 'manager', 'accountant'],
  'orders.pack': ['owner', 'manager', 'warehouse'],
  'orders.ship': ['owner', 'manager', 'warehouse'],
  'orders.deliver': ['owner', 'manager', 'warehouse'],
  'orders.cancel': ['owner', 'manager'],
  'orders.return': ['owner', 'manager', 'warehouse'],
  'orders.refund': ['owner', 'manager'],
  'orders.edit-contact': ['owner', 'manager'],
  'orders.resend-confirmation': ['owner', 'manager'],
  'orders.note': ['owner', 'manager', 'warehouse', 'accountant'],
  'orders.print': ['owner', 'manager', 'warehouse', 'accountant'],
  // Stock (part 2 adds the product pages)
  'stock.view': ['owner', 'manager', 'warehouse'],
  'stock.adjust': ['owner', 'manager', 'warehouse'],
  // The catalogue's import and export (issue #16)
  'catalog.import': ['owner', 'manager'],
  'catalog.export': ['owner', 'manager'],
  // Products (part 2): warehouse staff list used parts and take their photos; managers edit the rest
  'products.view': ['owner', 'manager', 'warehouse'],
  'products.edit': ['owner', 'manager'],
  'products.list-used': ['owner', 'manager', 'warehouse'],
  'products.photos': ['owner', 'manager', 'warehouse'],
  'products.bulk': ['owner', 'manager'],
  'products.delete': ['owner', 'manager'],
  // Customer requests (part 3 adds their new features)
  'requests.view': ['owner', 'manager'],
  'requests.reply': ['owner', 'manager'],
  'requests.assign': ['owner', 'manager'],
  // Phone orders' shared carts (issue #24): everyone builds their own; owner and manager see and edit every cart.
  'carts.create': ['owner', 'manager', 'warehouse', 'accountant'],
  'carts.edit-any': ['owner', 'manager'],
  // Failed work: the job queue's dead letters and the documents myDATA has not taken yet (issue #18)
  'jobs.view': ['owner', 'manager'],
  'jobs.retry': ['owner', 'manager'],
  // Marketplace feeds (issue #19): what Skroutz, BestPrice and Google list
  'feeds.manage': ['owner', 'manager'],
  // Customers (part 3): staff never see or set a password; privacy requests are the owner's
  'customers.view': ['owner', 'manager'],
  'customers.reset-password': ['owner', 'manager'],
  'customers.export': ['owner'],
  'customers.erase': ['owner'],
  // The newsletter (part 3): write, preview, test, send; the subscriber list and its export
  'newsletter.send': ['owner', 'manager'],
  // The shop's settings (part 3)
  'settings.edit': ['owner'],
  // The shop's pages, features strip and contact details (part 3)
  'content.edit': ['owner', 'manager'],
  // Brands, categories and tractor models (issue #16)
  'taxonomies.edit': ['owner', 'manager'],
  // Exploded parts diagrams of the parts catalogue: drawings, callouts and their part numbers (issue #16)
  'diagrams.edit': ['owner', 'manager'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffAction = keyof typeof permissions;

export const staffActions = Object.keys(permissions) as StaffAction[];

export function staffMay(role: StaffRole, action: StaffAction): boolean {
  return (permissions[action] as readonly StaffRole[]).includes(role);
}

/**
 * The largest discount each role may give on a phone order's shared cart, in basis points (1000 = 10 %): a line's
 * discount and the cart's together may not take more off a price than this.
 */
export const discountLimitBasisPoints = {
  owner: 5000,
  manager: 2000,
  warehouse: 500,
  accountant: 0,
} as const satisfies Record<StaffRole, number>;
