export { permissions, staffActions, staffMay, type StaffAction } from './permissions';
export { staffRoles, type StaffRole } from './staff-roles';
export type { StaffActor } from './staff-actor';
