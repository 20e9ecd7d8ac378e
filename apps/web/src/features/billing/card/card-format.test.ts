// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cardLabel, formatCardExpiry, parseCardExpiry, typedCardExpiry, typedCardNumber } from './card-format';

describe('card expiry', () => {
  it('reads MM/YY as the month and a four-digit year', () => {
    expect(parseCardExpiry('04/29')).toEqual({ month: 4, year: 2029 });
    expect(parseCardExpiry('4/29')).toEqual({ month: 4, year: 2029 });
    expect(parseCardExpiry('12/2031')).toEqual({ month: 12, year: 2031 });
    expect(parseCardExpiry('0429')).toEqual({ month: 4, year: 2029 });
    expect(parseCardExpiry(' 11 - 30 ')).toEqual({ month: 11, year: 2030 });
  });

  it('refuses what is not a month and a year', () => {
    for (const text of ['', '13/29', '00/29', '04/', '04/2', 'ab/cd', '04/299', '1/2/29']) expect(parseCardExpiry(text)).toBeNull();
  });

  it('shows MM/YY', () => {
    expect(formatCardExpiry(4, 2029)).toBe('04/29');
    expect(formatCardExpiry(12, 2100)).toBe('12/00');
  });

  it('puts the slash in while the expiry is typed', () => {
    expect(typedCardExpiry('0')).toBe('0');
    expect(typedCardExpiry('04')).toBe('04');
    expect(typedCardExpiry('042')).toBe('04/2');
    expect(typedCardExpiry('04/29')).toBe('04/29');
    expect(typedCardExpiry('042999')).toBe('04/29');
  });
});

describe('card number', () => {
  it('groups the typed digits by four', () => {
    expect(typedCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(typedCardNumber('4000-0000-0000-0002')).toBe('4000 0000 0000 0002');
    expect(typedCardNumber('42424')).toBe('4242 4');
  });

  it('names a saved card by brand and last digits', () => {
    expect(cardLabel('visa', '4242')).toBe('Visa •••• 4242');
    expect(cardLabel('mastercard', '4444')).toBe('Mastercard •••• 4444');
    expect(cardLabel('amex', '0005')).toBe('American Express •••• 0005');
    expect(cardLabel('carnet', '1234')).toBe('Carnet •••• 1234');
  });
});
