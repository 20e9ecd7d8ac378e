import { describe, expect, it } from 'vitest';
import { formatPhone, toE164 } from './phone.js';

describe('toE164', () => {
  it.each([
    ['55 1234 5678', '+525512345678'],
    ['(55) 1234-5678', '+525512345678'],
    ['+52 55 1234 5678', '+525512345678'],
    ['  +52 55 1234 5678 ', '+525512345678'],
    ['+1 415 555 2671', '+14155552671'],
  ])('keeps %j as %j (Mexico is the default region)', (raw, e164) => {
    expect(toE164(raw)).toBe(e164);
  });

  it.each(['123', '', 'ana@empresa.mx', '55 1234', '+52 00 0000 0000'])('refuses %j', (raw) => {
    expect(toE164(raw)).toBeNull();
  });
});

describe('formatPhone', () => {
  it.each([
    ['+528112345678', '+52 81 1234 5678'],
    ['+525512345678', '+52 55 1234 5678'],
    ['+523312345678', '+52 33 1234 5678'],
    ['+529981234567', '+52 998 123 4567'],
    ['+14155552671', '+1 415 555 2671'],
    ['+4930123456', '+49 30 123456'],
    ['+34912345678', '+34 912 34 56 78'],
  ])('shows %j as its country writes it internationally: %j', (e164, shown) => {
    expect(formatPhone(e164)).toBe(shown);
  });

  it('leaves what is not a valid number as it was', () => {
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone('')).toBe('');
  });
});
