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
  // Customer requests (part 3 adds their new features)
  'requests.view': ['owner', 'manager'],
  'requests.reply': ['owner', 'manager'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffAction = keyof typeof permissions;

export const staffActions = Object.keys(permissions) as StaffAction[];

export function staffMay(role: StaffRole, action: StaffAction): boolean {
  return (permissions[action] as readonly StaffRole[]).includes(role);
}
