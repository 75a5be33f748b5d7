export { discountLimitBasisPoints, permissions, staffActions, staffMay, type StaffAction } from './permissions';
export { staffRoles, type StaffRole } from './staff-roles';
export type { StaffActor } from './staff-actor';
export { CodeThrottle, codeLimits, sharedCodeThrottle } from './code-throttle';
export {
  actorOf,
  endStaffSession,
  staffSessionLimits,
  staffSessionOf,
  startStaffSession,
  type StaffSession,
} from './staff-sessions.service';
export {
  confirmTotpSetup,
  staffCodeStep,
  staffPasswordStep,
  totpSetup,
  type CodeStepError,
  type PasswordStepError,
  type StaffClient,
} from './staff-sign-in.service';
export {
  changeStaffRole,
  hasEnabledOwner,
  setStaffDisabled,
  staffDirectory,
  staffWhoMay,
  teamMembers,
  type TeamChangeError,
  type TeamMember,
} from './staff-members.service';
export {
  acceptStaffInvite,
  createStaffSetupLink,
  firstOwnerSetupLink,
  inviteOfToken,
  inviteStaff,
  pendingInvites,
  sendStaffInvite,
  type AcceptError,
  type InviteError,
  type InviteView,
  type PendingInvite,
} from './staff-invites.service';
export { recoveryCodeCount } from './totp';
