// The phone schemas, apart from the formatting: a page that shows phones carries no zod.
import { z } from 'zod';
import { toE164 } from './phone.js';

/** Required, valid, and stored in E.164. */
export const phoneSchema = z
  .string({ error: 'phoneRequired' })
  .trim()
  .min(1, 'phoneRequired')
  .max(30, 'phoneInvalid')
  .refine((raw) => toE164(raw) !== null, 'phoneInvalid')
  .transform((raw) => toE164(raw)!);

/** Valid and in E.164 when given; empty is null (a record that never had a phone may stay without). */
export const optionalPhoneSchema = z
  .string({ error: 'phoneInvalid' })
  .trim()
  .max(30, 'phoneInvalid')
  .refine((raw) => raw === '' || toE164(raw) !== null, 'phoneInvalid')
  .transform((raw) => (raw === '' ? null : toE164(raw)!));
