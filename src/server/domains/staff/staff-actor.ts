import type { StaffRole } from './staff-roles';

/** A signed-in staff member acting in the back office: whom the audit log names, and from where. */
export type StaffActor = { userId: number; email: string; role: StaffRole; address: string | null };
