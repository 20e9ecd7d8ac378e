import { z } from 'zod';
import { emailSchema, messageResponseSchema, requiredText } from './common.js';
import { defineEndpoint } from './endpoint.js';

/**
 * The landing's two marketing tiers: the one a person clicked "contact" on, if any. Not the billing
 * plans (basic, pro, enterprise), which a company picks once it has an account.
 */
export const contactPlans = ['essential', 'advanced'] as const;
export type ContactPlan = (typeof contactPlans)[number];

export const contactNameMaxLength = 120;
/** Anything shorter ("hola", "test") leaves nothing to answer; "Quiero una demo" already passes. */
export const contactMessageMinLength = 10;
export const contactMessageMaxLength = 5000;

export const contactBodySchema = z.object({
  name: requiredText('contactNameRequired', contactNameMaxLength),
  email: emailSchema,
  message: z
    .string({ error: 'contactMessageRequired' })
    .trim()
    .min(1, 'contactMessageRequired')
    .min(contactMessageMinLength, 'contactMessageTooShort')
    .max(contactMessageMaxLength, 'contactMessageTooLong'),
  plan: z.enum(contactPlans, { error: 'invalidValue' }).optional(),
  /**
   * A honeypot: the form hides this field from people (and from autofill), so only a bot fills it in.
   * Unbounded, so whatever a bot writes in it gets the answer a person gets.
   */
  website: z.string({ error: 'invalidValue' }).optional(),
});
export type ContactBody = z.infer<typeof contactBodySchema>;

export const contactEndpoints = {
  send: defineEndpoint({
    method: 'POST',
    path: '/contact',
    tag: 'contact',
    summary: 'Sends a message from the landing’s contact form to the Rumbo team (no account needed)',
    authenticated: false,
    access: 'anonymous',
    body: contactBodySchema,
    responses: { 201: messageResponseSchema },
    errors: [429],
  }),
};
