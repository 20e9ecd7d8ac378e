import { describe, expect, it } from 'vitest';
import { toE164 } from './phone.js';

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
