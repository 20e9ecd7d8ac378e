// The auth feature's face: all that code outside this folder may import from it (tables aside).
import type { Feature } from '../../feature.js';
import { authRoutes } from './auth.routes.js';
export { signedInCookieName } from './auth.routes.js';
import { startPasswordResetMails } from './mailed-links.service.js';
import { startAuthPurge } from './sessions.service.js';

export const authFeature: Feature = {
  routes: [authRoutes],
  async start(ctx) {
    await startPasswordResetMails(ctx);
    await startAuthPurge(ctx);
  },
};

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
export { assertMayInvite, sendInvitations, sendVerificationMail } from './mailed-links.service.js';
export { confirmPassword } from './password-confirmation.service.js';
export { authenticateAccessToken, revokeSessions } from './sessions.service.js';
// The cheapest hashing cost is for the API's tests (testing/setup.ts), which hash thousands of passwords.
export { hashPassword, useCheapestPasswordCostForTests } from './password.js';
export { readAllowance, takeAllowance, takeAttempt } from './throttles.js';
export type { AccountHolder, AccountHolders, HolderState } from './account-holders.js';
export type { AuthContext } from './auth-context.js';
