/**
 * Card brands by the key the payment processor names them with (Stripe's `card.brand`; Carnet, the
 * Mexican network, as its own), each as people read it on a receipt or beside a saved card. Brand
 * names are the same in every language.
 */
export const cardBrandNames = {
  amex: 'American Express',
  carnet: 'Carnet',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
  unknown: 'Unknown',
} as const;
export type CardBrand = keyof typeof cardBrandNames;

/** A brand's key as people read it (visa: Visa); a key not listed is shown capitalised, as it came. */
export function cardBrandName(brand: string): string {
  const key = brand.toLowerCase();
  return Object.hasOwn(cardBrandNames, key) ? cardBrandNames[key as CardBrand] : brand.charAt(0).toUpperCase() + brand.slice(1);
}
