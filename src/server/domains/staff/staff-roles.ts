/** The back office's roles (issue #15): data on the staff member, never derived from an e-mail domain. */
export const staffRoles = ['owner', 'manager', 'warehouse', 'accountant'] as const;
export type StaffRole = (typeof staffRoles)[number];
