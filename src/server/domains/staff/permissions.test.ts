import { describe, expect, it } from 'vitest';
import { staffActions, staffMay, type StaffAction } from './permissions';
import { staffRoles, type StaffRole } from './staff-roles';

const all: StaffRole[] = ['owner', 'manager', 'warehouse', 'accountant'];

/**
 * Who may do what, written out here by hand from the issues (not read from the table under test): a move the
 * permission table allows and this list does not is a failure, and so is one it lists and the table refuses.
 */
const expected: Record<StaffAction, StaffRole[]> = {
  'backoffice.enter': all,
  'team.view': ['owner'],
  'team.invite': ['owner'],
  'team.change-role': ['owner'],
  'team.disable': ['owner'],
  'audit.view': ['owner', 'manager', 'accountant'],
  'dashboard.sales': ['owner', 'manager', 'accountant'],
  'orders.view': all,
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
  'orders.note': all,
  'orders.print': all,
  'stock.view': ['owner', 'manager', 'warehouse'],
  'stock.adjust': ['owner', 'manager', 'warehouse'],
  'catalog.import': ['owner', 'manager'],
  'catalog.export': ['owner', 'manager'],
  'products.view': ['owner', 'manager', 'warehouse'],
  'products.edit': ['owner', 'manager'],
  'products.list-used': ['owner', 'manager', 'warehouse'],
  'products.photos': ['owner', 'manager', 'warehouse'],
  'products.bulk': ['owner', 'manager'],
  'products.delete': ['owner', 'manager'],
  'requests.view': ['owner', 'manager'],
  'requests.reply': ['owner', 'manager'],
  'requests.assign': ['owner', 'manager'],
  'carts.create': all,
  'carts.edit-any': ['owner', 'manager'],
  'jobs.view': ['owner', 'manager'],
  'jobs.retry': ['owner', 'manager'],
  'feeds.manage': ['owner', 'manager'],
  'customers.view': ['owner', 'manager'],
  'customers.reset-password': ['owner', 'manager'],
  'customers.export': ['owner'],
  'customers.erase': ['owner'],
  'newsletter.send': ['owner', 'manager'],
  'settings.edit': ['owner'],
  'content.edit': ['owner', 'manager'],
  'taxonomies.edit': ['owner', 'manager'],
  'diagrams.edit': ['owner', 'manager'],
};

describe('the permission table, role by action', () => {
  it('knows every role and every action this list names, and no other', () => {
    expect([...staffRoles].sort()).toEqual([...all].sort());
    expect([...staffActions].sort()).toEqual(Object.keys(expected).sort());
  });

  const matrix = staffActions.flatMap((action) => staffRoles.map((role) => [role, action] as const));
  it.each(matrix)('%s × %s', (role, action) => {
    expect(staffMay(role, action)).toBe((expected[action] ?? []).includes(role));
  });

  it('lets only the owner manage the team', () => {
    for (const action of staffActions.filter((each) => each.startsWith('team.')))
      expect(staffRoles.filter((role) => staffMay(role, action))).toEqual(['owner']);
  });
});
