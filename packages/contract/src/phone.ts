import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';

/**
 * A stored phone number (E.164) as its country writes it internationally: +528112345678 reads
 * +52 81 1234 5678. Storage and the API keep E.164; this is for the screen only. A value that is not
 * a valid number comes back as it was.
 */
export function formatPhone(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone.trim());
  return parsed && parsed.isValid() ? parsed.formatInternational() : phone;
}

/** A phone number in E.164 (Mexico, +52, is the default region), or null when it is not valid. */
export function toE164(raw: string): string | null {
  const parsed = parsePhoneNumberFromString(raw.trim(), 'MX');
  return parsed && parsed.isValid() ? parsed.number : null;
}

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
