import { z } from 'zod';

/** The body of every error answer; `errors` only for validation. */
export const errorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  /** Only for a card the processor refused (402): Stripe's error object, so a Stripe client reads it. */
  error: z.object({ type: z.literal('card_error'), code: z.string(), decline_code: z.string().optional(), message: z.string() }).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const messageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type MessageResponse = z.infer<typeof messageResponseSchema>;

const simpleEmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Emails are stored and compared lowercased. */
export const emailSchema = z
  .string({ error: 'emailRequired' })
  .trim()
  .toLowerCase()
  .min(1, 'emailRequired')
  .max(254, 'textTooLong')
  .regex(simpleEmailPattern, 'emailInvalid');

export const newPasswordSchema = z
  .string({ error: 'passwordRequired' })
  .min(1, 'passwordRequired')
  .min(8, 'passwordTooShort')
  .max(128, 'passwordTooLong');

export function requiredText(messageKey: string, max = 200) {
  return z.string({ error: messageKey }).trim().min(1, messageKey).max(max, 'textTooLong');
}
