import type { TwoStepSetup, TwoStepStatus } from '@rumbo/contract';
import { secondsAfter } from '../../clock.js';
import { AppError } from '../../errors.js';
import { withTransaction, type ServiceContext } from '../../service-context.js';
import { notifyAccount } from '../notifications/index.js';
import * as accountSecurity from './account-security.repository.js';
import type { AuthContext } from './auth-context.js';
import * as repository from './auth.repository.js';
import { generateOpaqueToken, hashToken } from './secrets.js';
import { confirmPassword } from './password-confirmation.service.js';
import { maxFailuresPerAccount, takeAttempt } from './throttles.js';
import {
  acceptedTimeStep,
  decryptSecret,
  encryptSecret,
  isAuthenticatorCode,
  newRecoveryCodes,
  newTotpSecret,
  normalizeRecoveryCode,
  otpauthUri,
} from './two-step-secrets.js';

// Two-step verification with an authenticator app: turning it on (a secret, confirmed by a first
// code, then recovery codes shown once) and the codes the second login step takes.

/** How long a right password waits for its code. */
const challengeMinutes = 5;

export async function twoStepEnabled(ctx: ServiceContext, accountId: string): Promise<boolean> {
  return Boolean((await accountSecurity.findTwoStep(ctx.db, accountId))?.enabledAt);
}

/** The challenge a login whose password was right answers with; only its hash is stored. */
export async function openTwoStepChallenge(ctx: ServiceContext, accountId: string): Promise<string> {
  const challenge = generateOpaqueToken();
  await accountSecurity.insertChallenge(ctx.db, hashToken(challenge), accountId, secondsAfter(ctx.clock.now(), challengeMinutes * 60));
  return challenge;
}

/**
 * Spends a login code, inside the caller's transaction: six digits from the app (the secret's row
 * locked, so two requests cannot both spend one code) or an unused recovery code, whose owner hears
 * of it with the count left (a code they did not use means someone holds their list). False when wrong.
 */
export async function acceptLoginCode(ctx: ServiceContext, accountId: string, code: string): Promise<boolean> {
  const twoStep = await accountSecurity.findTwoStep(ctx.db, accountId, { forUpdate: true });
  if (!twoStep?.enabledAt) return false;
  if (!isAuthenticatorCode(code)) {
    if (!(await accountSecurity.useRecoveryCode(ctx.db, accountId, hashToken(normalizeRecoveryCode(code)), ctx.clock.now()))) return false;
    const recoveryCodesLeft = await accountSecurity.countUnusedRecoveryCodes(ctx.db, accountId);
    await notifyAccount(ctx, accountId, { kind: 'recovery_code_used', details: { recoveryCodesLeft } });
    return true;
  }
  const secret = readSecret(ctx, twoStep.secretCiphertext);
  if (secret === undefined) return false;
  const timeStep = await acceptedTimeStep(secret, code, ctx.clock.now(), twoStep.lastUsedTimeStep);
  if (timeStep === undefined) return false;
  await accountSecurity.recordTimeStepUsed(ctx.db, accountId, timeStep);
  return true;
}

/**
 * The secret, or undefined when the key that encrypted it is gone (TWO_STEP_ENCRYPTION_KEY changed or
 * DATA_DIR lost): no app code can be checked then, but recovery codes, kept apart, still log in.
 */
function readSecret(ctx: ServiceContext, secretCiphertext: string): string | undefined {
  try {
    return decryptSecret(secretCiphertext, ctx.config.twoStepEncryptionKey);
  } catch (error) {
    ctx.log.error({ err: error }, 'a two-step secret cannot be decrypted with the configured key');
    return undefined;
  }
}

export async function getTwoStepStatus(ctx: ServiceContext, auth: AuthContext): Promise<TwoStepStatus> {
  const twoStep = await accountSecurity.findTwoStep(ctx.db, auth.accountId);
  const enabledAt = twoStep?.enabledAt ?? null;
  return {
    enabled: enabledAt !== null,
    enabledAt: enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: enabledAt ? await accountSecurity.countUnusedRecoveryCodes(ctx.db, auth.accountId) : 0,
  };
}

/**
 * A new secret for the app, kept unconfirmed until a code from it arrives; a second start replaces the
 * first. Only with the password: whoever turns it on holds the account's second step, so a session
 * left open must not be enough.
 */
export async function startTwoStepSetup(ctx: ServiceContext, auth: AuthContext, password: string): Promise<TwoStepSetup> {
  await confirmPassword(ctx, auth, password);
  const existing = await accountSecurity.findTwoStep(ctx.db, auth.accountId);
  if (existing?.enabledAt) throw new AppError(409, 'twoStepAlreadyEnabled');
  const account = await repository.findAccountById(ctx.db, auth.accountId);
  if (!account) throw new AppError(401, 'sessionExpired');
  const secret = newTotpSecret();
  await accountSecurity.saveUnconfirmedTwoStep(ctx.db, auth.accountId, encryptSecret(secret, ctx.config.twoStepEncryptionKey), ctx.clock.now());
  return { secret, otpauthUri: otpauthUri(secret, account.email) };
}

/** Turns it on once a code proves the app holds the secret; answers the recovery codes, which are never shown again. */
export async function enableTwoStep(ctx: ServiceContext, auth: AuthContext, code: string): Promise<string[]> {
  const codeKey = `two-step:account:${auth.accountId}`;
  await takeAttempt(ctx, codeKey, maxFailuresPerAccount);
  const recoveryCodes = newRecoveryCodes();
  await withTransaction(ctx, async (tx) => {
    const pending = await accountSecurity.findTwoStep(tx.db, auth.accountId, { forUpdate: true });
    if (pending?.enabledAt) throw new AppError(409, 'twoStepAlreadyEnabled');
    if (!pending) throw new AppError(409, 'twoStepSetupMissing');
    const secret = readSecret(tx, pending.secretCiphertext);
    const timeStep = secret === undefined ? undefined : await acceptedTimeStep(secret, code, tx.clock.now(), null);
    if (timeStep === undefined) throw new AppError(400, 'twoStepCodeWrong', {}, {}, 'code');
    await accountSecurity.markTwoStepEnabled(tx.db, auth.accountId, timeStep, tx.clock.now());
    await accountSecurity.replaceRecoveryCodes(tx.db, auth.accountId, recoveryCodes.map((recoveryCode) => hashToken(normalizeRecoveryCode(recoveryCode))));
    await notifyAccount(tx, auth.accountId, { kind: 'two_step_enabled' });
  });
  await repository.clearThrottle(ctx.db, codeKey);
  return recoveryCodes;
}
