// The auth feature's face: all that code outside this folder may import from it (tables aside).
export { authRoutes } from './auth.routes.js';
export {
  assertMayInvite,
  assertMaySubscribe,
  assertSignUpAllowed,
  authenticateAccessToken,
  changeIdentifiers,
  confirmPassword,
  createAccount,
  createAccounts,
  deleteAccounts,
  findTakenIdentifiers,
  hashPassword,
  reclaimAccount,
  releaseAccount,
  releaseAccounts,
  revokeSessions,
  sendInvitations,
  sendVerificationMail,
  startAuthJobs,
  takeAttempt,
} from './auth.service.js';
export type { AccountHolder, AccountHolders } from './account-holders.js';
export type { AuthContext } from './auth-context.js';
