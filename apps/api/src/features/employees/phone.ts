import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** A phone number in E.164 (Mexico is the default region), or null when it is not a valid number. */
export function toE164(raw: string): string | null {
  const parsed = parsePhoneNumberFromString(raw.trim(), 'MX');
  return parsed && parsed.isValid() ? parsed.number : null;
}
