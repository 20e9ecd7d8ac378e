import { cardBrandName } from '@rumbo/contract';

// How a card is typed and shown: expiry MM/YY, the number in groups of four.

/** An expiry typed as MM/YY (or MM/YYYY, MM-YY, MMYY): its month and four-digit year, or null when it is not one. */
export function parseCardExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*[/\-.]?\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const typedYear = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year: typedYear < 100 ? 2000 + typedYear : typedYear };
}

/** MM/YY, as a card shows it. */
export function formatCardExpiry(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}

/** What the expiry field shows while someone types: the slash comes by itself after the month. */
export function typedCardExpiry(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The number as it is printed: groups of four digits (19 at most). */
export function typedCardNumber(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Visa •••• 4242 */
export function cardLabel(brand: string, last4: string): string {
  return `${cardBrandName(brand)} •••• ${last4}`;
}
