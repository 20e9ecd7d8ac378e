import { plans, type Plan } from './plans.js';
import { z } from 'zod';
import { emailSchema, newPasswordSchema, requiredText } from './common.js';


export const interestPlans = plans;
export type InterestPlan = Plan;

export const registerBodySchema = z.object({
  companyName: requiredText('companyNameRequired'),
  representativeName: requiredText('representativeNameRequired'),
  email: emailSchema,
  password: newPasswordSchema,
  interestPlan: z.enum(interestPlans, { error: 'interestPlanRequired' }),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** The sign-up form: the request plus the terms checkbox, which never leaves the browser. */
export const signUpFormSchema = registerBodySchema.extend({
  acceptTerms: z.boolean().refine((accepted) => accepted, 'termsRequired'),
});
export type SignUpForm = z.infer<typeof signUpFormSchema>;

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

export const loginResponseSchema = z.object({
  token: z.string(),
  user: sessionUserSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

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
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, { message: 'passwordsDoNotMatch', path: ['confirmPassword'] });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const verifyEmailBodySchema = z.object({ token: linkTokenSchema });
