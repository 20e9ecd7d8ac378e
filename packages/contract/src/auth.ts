import { z } from 'zod';
import { loginCodeSchema } from './account-security.js';
import { emailSchema, messageResponseSchema, newPasswordSchema, requiredText } from './common.js';
import { defineEndpoint } from './endpoint.js';


export const loginBodySchema = z.object({
  username: requiredText('usernameRequired', 254),
  password: z.string({ error: 'passwordRequired' }).min(1, 'passwordRequired').max(128, 'passwordTooLong'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const sessionUserSchema = z.object({
  idEmployee: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  enterpriseId: z.uuid(),
  isAdmin: z.boolean(),
  emailVerified: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionOpenedSchema = z.object({
  token: z.string(),
  user: sessionUserSchema,
});
export type SessionOpened = z.infer<typeof sessionOpenedSchema>;

/**
 * The password was right and the account has two-step verification on: the session opens once the
 * second step sends a code with this challenge (valid a few minutes, for one login).
 */
export const twoStepChallengeSchema = z.object({
  twoStepRequired: z.literal(true),
  challenge: z.string(),
});
export type TwoStepChallenge = z.infer<typeof twoStepChallengeSchema>;

export const loginResponseSchema = z.union([sessionOpenedSchema, twoStepChallengeSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const twoStepLoginBodySchema = z.object({
  challenge: z.string({ error: 'twoStepChallengeExpired' }).min(1, 'twoStepChallengeExpired').max(200, 'twoStepChallengeExpired'),
  code: loginCodeSchema,
});
export type TwoStepLoginBody = z.input<typeof twoStepLoginBodySchema>;

export const tokenResponseSchema = z.object({ accessToken: z.string() });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const meResponseSchema = z.object({ user: sessionUserSchema });

export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

const linkTokenSchema = z.string({ error: 'tokenRequired' }).min(1, 'tokenRequired').max(200, 'tokenRequired');

export const resetPasswordBodySchema = z.object({ token: linkTokenSchema, password: newPasswordSchema });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** The reset form asks for the new password twice. */
export const resetPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string({ error: 'passwordsDoNotMatch' }) })
  .refine((form) => form.password === form.confirmPassword, { message: 'passwordsDoNotMatch', path: ['confirmPassword'] });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const verifyEmailBodySchema = z.object({ token: linkTokenSchema });

export const authEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: '/auth/login',
    tag: 'auth',
    summary: 'Logs in with email or phone and password; sets the refresh cookie, or asks for the second step',
    authenticated: false,
    access: 'anonymous',
    body: loginBodySchema,
    responses: { 200: loginResponseSchema },
    errors: [401, 403, 429],
  }),
  loginTwoStep: defineEndpoint({
    method: 'POST',
    path: '/auth/login/two-step',
    tag: 'auth',
    summary: 'The second login step: a code from the authenticator app or a recovery code; sets the refresh cookie',
    authenticated: false,
    access: 'anonymous',
    body: twoStepLoginBodySchema,
    responses: { 200: sessionOpenedSchema },
    errors: [401, 403, 429],
  }),
  refreshToken: defineEndpoint({
    method: 'POST',
    path: '/auth/token',
    tag: 'auth',
    summary: 'Trades the refresh cookie for a new access token, rotating the cookie',
    authenticated: false,
    access: 'anonymous',
    responses: { 200: tokenResponseSchema },
    errors: [401, 403],
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/auth/logout',
    tag: 'auth',
    summary: 'Ends the current session',
    authenticated: false,
    access: 'anonymous',
    responses: { 200: messageResponseSchema },
    errors: [403],
  }),
  logoutEverywhere: defineEndpoint({
    method: 'POST',
    path: '/auth/logout-all',
    tag: 'auth',
    summary: 'Ends every session of the caller, on every device',
    authenticated: true,
    access: 'person',
    responses: { 200: messageResponseSchema },
  }),
  me: defineEndpoint({
    method: 'GET',
    path: '/auth/me',
    tag: 'auth',
    summary: 'The logged-in user',
    authenticated: true,
    access: 'person',
    responses: { 200: meResponseSchema },
  }),
  verifyEmail: defineEndpoint({
    method: 'POST',
    path: '/auth/verify-email',
    tag: 'auth',
    summary: 'Confirms an email address with the mailed link',
    authenticated: false,
    access: 'anonymous',
    body: verifyEmailBodySchema,
    responses: { 200: messageResponseSchema },
  }),
  resendVerification: defineEndpoint({
    method: 'POST',
    path: '/auth/verify-email/resend',
    tag: 'auth',
    summary: 'Mails a new verification link (at most 3 an hour)',
    authenticated: true,
    access: 'person',
    responses: { 200: messageResponseSchema },
    errors: [429],
  }),
  forgotPassword: defineEndpoint({
    method: 'PATCH',
    path: '/forgot-password',
    tag: 'auth',
    summary: 'Mails a password reset link; answers the same whether the account exists or not',
    authenticated: false,
    access: 'anonymous',
    body: forgotPasswordBodySchema,
    responses: { 200: messageResponseSchema },
    errors: [429],
  }),
  acceptInvitation: defineEndpoint({
    method: 'POST',
    path: '/auth/accept-invitation',
    tag: 'auth',
    summary: 'An invited employee chooses a password with the mailed link',
    authenticated: false,
    access: 'anonymous',
    body: resetPasswordBodySchema,
    responses: { 200: messageResponseSchema },
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/auth/reset-password',
    tag: 'auth',
    summary: 'Sets a new password with the mailed link and ends every session',
    authenticated: false,
    access: 'anonymous',
    body: resetPasswordBodySchema,
    responses: { 200: messageResponseSchema },
  }),
};
