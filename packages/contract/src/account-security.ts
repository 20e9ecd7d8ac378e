import { z } from 'zod';
import { messageResponseSchema, newPasswordSchema } from './common.js';
import { defineEndpoint } from './endpoint.js';

/**
 * The administrator's own sign-in security (login and security page): two-step verification with an
 * authenticator app, changing the password, and the sessions open on other devices.
 */

/** Recovery codes given when two-step verification is turned on; each logs in once, instead of a code. */
export const recoveryCodeCount = 10;

/** A code from the authenticator app: six digits (spaces a person types between them are dropped). */
export const authenticatorCodeSchema = z
  .string({ error: 'twoStepCodeRequired' })
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().min(1, 'twoStepCodeRequired').regex(/^\d{6}$/, 'twoStepCodeInvalid'));

/** What the second login step takes: six digits, or a recovery code (letters and digits, dashes optional). */
export const loginCodeSchema = z
  .string({ error: 'twoStepCodeRequired' })
  .transform((code) => code.replace(/[\s-]+/g, '').toUpperCase())
  .pipe(z.string().min(1, 'twoStepCodeRequired').max(32, 'twoStepCodeInvalid'));

const currentPasswordSchema = z.string({ error: 'passwordRequired' }).min(1, 'passwordRequired').max(128, 'passwordTooLong');

/**
 * The current password beside a change that needs it only sometimes (a new login email or phone):
 * the server asks for it when the change needs it, on this field.
 */
export const optionalCurrentPasswordSchema = z.string({ error: 'invalidValue' }).max(128, 'passwordTooLong').optional();

export const twoStepStatusSchema = z.object({
  enabled: z.boolean(),
  /** ISO time it was turned on; null while off. */
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoStepStatus = z.infer<typeof twoStepStatusSchema>;

/** A new secret, not active until a code from it is confirmed. */
export const twoStepSetupSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  /** The otpauth:// URI the QR code carries. */
  otpauthUri: z.string(),
});
export type TwoStepSetup = z.infer<typeof twoStepSetupSchema>;

export const enableTwoStepBodySchema = z.object({ code: authenticatorCodeSchema });
export type EnableTwoStepBody = z.input<typeof enableTwoStepBodySchema>;

export const enableTwoStepResponseSchema = messageResponseSchema.extend({
  /** Shown this once: only their hashes are kept. */
  recoveryCodes: z.array(z.string()),
});
export type EnableTwoStepResponse = z.infer<typeof enableTwoStepResponseSchema>;

export const passwordConfirmationBodySchema = z.object({ password: currentPasswordSchema });
export type PasswordConfirmationBody = z.infer<typeof passwordConfirmationBodySchema>;

export const changePasswordBodySchema = z.object({ currentPassword: currentPasswordSchema, newPassword: newPasswordSchema });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** The change password form asks for the new password twice, and for a new one. */
export const changePasswordFormSchema = z
  .object({ currentPassword: currentPasswordSchema, newPassword: newPasswordSchema, confirmPassword: z.string({ error: 'passwordsDoNotMatch' }) })
  .refine((form) => form.newPassword === form.confirmPassword, { message: 'passwordsDoNotMatch', path: ['confirmPassword'] })
  .refine((form) => form.newPassword !== form.currentPassword, { message: 'newPasswordSameAsCurrent', path: ['newPassword'] });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

export const activeSessionSchema = z.object({
  sessionId: z.uuid(),
  /** The browser and system, read from the user agent ('' when unknown). */
  browser: z.string(),
  os: z.string(),
  /** The network address it was last used from. */
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** The session this request came from. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

export const activeSessionsResponseSchema = z.object({ sessions: z.array(activeSessionSchema) });

export const sessionParamsSchema = z.object({ sessionId: z.uuid({ error: 'notFound' }) });

export const accountSecurityEndpoints = {
  twoStepStatus: defineEndpoint({
    method: 'GET',
    path: '/auth/two-step',
    tag: 'auth',
    summary: 'Whether two-step verification is on, and how many recovery codes are left',
    authenticated: true,
    access: 'person',
    responses: { 200: twoStepStatusSchema },
  }),
  startTwoStepSetup: defineEndpoint({
    method: 'POST',
    path: '/auth/two-step/setup',
    tag: 'auth',
    summary: 'A new authenticator secret and its otpauth URI, with the password; nothing changes until a code confirms it',
    authenticated: true,
    access: 'person',
    body: passwordConfirmationBodySchema,
    responses: { 200: twoStepSetupSchema },
    errors: [409, 429],
  }),
  enableTwoStep: defineEndpoint({
    method: 'POST',
    path: '/auth/two-step/enable',
    tag: 'auth',
    summary: 'Turns two-step verification on with a code from the app; answers the recovery codes once',
    authenticated: true,
    access: 'person',
    body: enableTwoStepBodySchema,
    responses: { 200: enableTwoStepResponseSchema },
    errors: [409, 429],
  }),
  disableTwoStep: defineEndpoint({
    method: 'POST',
    path: '/auth/two-step/disable',
    tag: 'auth',
    summary: 'Turns two-step verification off, with the password',
    authenticated: true,
    access: 'person',
    body: passwordConfirmationBodySchema,
    responses: { 200: messageResponseSchema },
    errors: [429],
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/auth/change-password',
    tag: 'auth',
    summary: 'Changes the password with the current one; every other session ends',
    authenticated: true,
    access: 'person',
    body: changePasswordBodySchema,
    responses: { 200: messageResponseSchema },
    errors: [429],
  }),
  listSessions: defineEndpoint({
    method: 'GET',
    path: '/auth/sessions',
    tag: 'auth',
    summary: 'The caller’s open sessions, the most recently used first',
    authenticated: true,
    access: 'person',
    responses: { 200: activeSessionsResponseSchema },
  }),
  endSession: defineEndpoint({
    method: 'DELETE',
    path: '/auth/sessions/:sessionId',
    tag: 'auth',
    summary: 'Ends one of the caller’s sessions (another device)',
    authenticated: true,
    access: 'owner',
    params: sessionParamsSchema,
    responses: { 200: messageResponseSchema },
    errors: [404],
  }),
};
