// The auth feature's face: all that code outside this folder may import from it (tables aside).
export { authRoutes } from './auth.routes.js';
export {
  assertSignUpAllowed,
  changeIdentifiers,
  createAccount,
  createAccounts,
  deleteAccounts,
  findTakenIdentifiers,
  hasVerifiedEmail,
  reclaimAccount,
  releaseAccount,
  releaseAccounts,
} from './accounts.service.js';
export { assertMayInvite, sendInvitations, sendVerificationMail, startPasswordResetMails } from './mailed-links.service.js';
export { authenticateAccessToken, confirmPassword, revokeSessions, startAuthPurge } from './sessions.service.js';
export { hashPassword } from './password.js';
export { takeAttempt } from './throttles.js';
export type { AccountHolder, AccountHolders } from './account-holders.js';
export type { AuthContext } from './auth-context.js';
