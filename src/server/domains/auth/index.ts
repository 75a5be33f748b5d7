import 'server-only';
export { isStaffEmail } from './auth.rules';
export {
  changePassword,
  checkPassword,
  createAccount,
  memberOfAccessToken,
  refresh,
  refreshGraceSeconds,
  revoke,
  signIn,
  type ChangePasswordError,
  type Member,
  type PasswordCheck,
  type RegisterError,
  type TokenError,
  type TokenPair,
  type TokenResult,
} from './auth.service';
export { sharedSignInThrottle, signInLimits, SignInThrottle } from './sign-in-throttle';
export {
  requestPasswordReset,
  resetPassword,
  sendPasswordResetLink,
  sendEmailVerification,
  verifyEmail,
  type ResetPasswordError,
} from './account-links.service';
export {
  deleteAddress,
  listAddresses,
  maxAddresses,
  rememberOrderAddresses,
  saveAddress,
  type AddressProblem,
  type SavedAddress,
} from './addresses.service';
export { myTractor, setMyTractor, type SetMyTractorError } from './my-tractor.service';
export { newToken, tokenHash } from './tokens';
