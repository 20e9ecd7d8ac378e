import { describe, expect, it } from 'vitest';
import { cardBrandName, cardBrandNames } from './card-brands.js';

describe('cardBrandName', () => {
  it('names every brand the processor reports, Carnet included', () => {
    expect(Object.keys(cardBrandNames).sort()).toEqual(['amex', 'carnet', 'diners', 'discover', 'jcb', 'mastercard', 'unionpay', 'unknown', 'visa']);
    expect(cardBrandName('amex')).toBe('American Express');
    expect(cardBrandName('diners')).toBe('Diners Club');
    expect(cardBrandName('carnet')).toBe('Carnet');
    expect(cardBrandName('unionpay')).toBe('UnionPay');
    expect(cardBrandName('unknown')).toBe('Unknown');
  });

  it('reads a key in any case', () => {
    expect(cardBrandName('VISA')).toBe('Visa');
    expect(cardBrandName('MasterCard')).toBe('Mastercard');
  });

  it('shows a brand it does not list capitalised, and never a name an object inherits', () => {
    expect(cardBrandName('eftpos_au')).toBe('Eftpos_au');
    expect(cardBrandName('constructor')).toBe('Constructor');
    expect(cardBrandName('')).toBe('');
  });
});
