import { z } from 'zod';
import { emailSchema, messageResponseSchema, newPasswordSchema, requiredText } from './common.js';
import { defineEndpoint } from './endpoint.js';
import { plans, type Plan } from './plans.js';

// Signing up a company: the company, its representative as first administrator, and their login.

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
  acceptTerms: z.boolean({ error: 'termsRequired' }).refine((accepted) => accepted, 'termsRequired'),
});
export type SignUpForm = z.infer<typeof signUpFormSchema>;

export const onboardingEndpoints = {
  register: defineEndpoint({
    method: 'POST',
    path: '/auth/register',
    tag: 'auth',
    summary: 'Signs up a company and its representative as first administrator',
    authenticated: false,
    access: 'anonymous',
    body: registerBodySchema,
    responses: { 201: messageResponseSchema },
    errors: [409, 429],
  }),
};
