import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

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
