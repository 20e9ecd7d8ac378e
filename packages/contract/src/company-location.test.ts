import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { companyLocationFormSchema, updateCompanyLocationBodySchema } from './company-location.js';

/** Each refused field with its message key, as the server answers them and the form shows them. */
function messagesOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to be refused`);
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const address = 'Av. Paseo de la Reforma 222, Juárez, Ciudad de México';

describe('updateCompanyLocationBodySchema (what the API takes)', () => {
  it('takes an address with both coordinates, trimming the address', () => {
    expect(updateCompanyLocationBodySchema.parse({ address: `  ${address} `, latitude: 19.4326, longitude: -99.1332 })).toEqual({
      address,
      latitude: 19.4326,
      longitude: -99.1332,
    });
  });

  it('takes an address alone, with the coordinates missing or null', () => {
    expect(updateCompanyLocationBodySchema.parse({ address })).toEqual({ address });
    expect(updateCompanyLocationBodySchema.parse({ address, latitude: null, longitude: null })).toEqual({ address, latitude: null, longitude: null });
  });

  it('takes the edges of each range', () => {
    for (const [latitude, longitude] of [[-90, -180], [90, 180], [0, 0]]) {
      expect(updateCompanyLocationBodySchema.safeParse({ address, latitude, longitude }).success).toBe(true);
    }
  });

  it('refuses a missing, blank or too long address', () => {
    expect(messagesOf(updateCompanyLocationBodySchema, {})).toEqual({ address: 'addressRequired' });
    expect(messagesOf(updateCompanyLocationBodySchema, { address: '   ' })).toEqual({ address: 'addressRequired' });
    expect(messagesOf(updateCompanyLocationBodySchema, { address: 'x'.repeat(301) })).toEqual({ address: 'textTooLong' });
    expect(updateCompanyLocationBodySchema.safeParse({ address: 'x'.repeat(300) }).success).toBe(true);
  });

  it('refuses coordinates out of range', () => {
    expect(messagesOf(updateCompanyLocationBodySchema, { address, latitude: 90.0001, longitude: 0 })).toEqual({ latitude: 'latitudeOutOfRange' });
    expect(messagesOf(updateCompanyLocationBodySchema, { address, latitude: -91, longitude: 0 })).toEqual({ latitude: 'latitudeOutOfRange' });
    expect(messagesOf(updateCompanyLocationBodySchema, { address, latitude: 0, longitude: 180.5 })).toEqual({ longitude: 'longitudeOutOfRange' });
    expect(messagesOf(updateCompanyLocationBodySchema, { address, latitude: 0, longitude: -181 })).toEqual({ longitude: 'longitudeOutOfRange' });
  });

  it('refuses coordinates that are not numbers', () => {
    expect(messagesOf(updateCompanyLocationBodySchema, { address, latitude: '19.4326', longitude: -99.1332 })).toEqual({ latitude: 'invalidValue' });
    expect(messagesOf(updateCompanyLocationBodySchema, { address, latitude: 19.4, longitude: Number.NaN })).toEqual({ longitude: 'invalidValue' });
  });

  it('refuses one coordinate without the other, naming the missing one', () => {
    expect(messagesOf(updateCompanyLocationBodySchema, { address, latitude: 19.4326 })).toEqual({ longitude: 'coordinatesBothOrNeither' });
    expect(messagesOf(updateCompanyLocationBodySchema, { address, latitude: null, longitude: -99.1332 })).toEqual({ latitude: 'coordinatesBothOrNeither' });
  });

  it('says every problem at once: a missing address and a lone coordinate', () => {
    expect(messagesOf(updateCompanyLocationBodySchema, { address: '', longitude: -99.1332 })).toEqual({ address: 'addressRequired', latitude: 'coordinatesBothOrNeither' });
  });

  it('refuses fields it does not know, so a misspelt coordinate is not dropped silently', () => {
    expect(updateCompanyLocationBodySchema.safeParse({ address, lat: 19.4326, lng: -99.1332 }).success).toBe(false);
  });
});

describe('companyLocationFormSchema (what a person types)', () => {
  it('reads decimals written with a dot, signs and spaces around them', () => {
    expect(companyLocationFormSchema.parse({ address, latitude: ' 19.4326 ', longitude: '-99.1332' })).toEqual({ address, latitude: 19.4326, longitude: -99.1332 });
    expect(companyLocationFormSchema.parse({ address, latitude: '+25', longitude: '-100.3' })).toEqual({ address, latitude: 25, longitude: -100.3 });
  });

  it('reads empty coordinates as none, so its output is a body the API takes', () => {
    const body = companyLocationFormSchema.parse({ address, latitude: '', longitude: '  ' });
    expect(body).toEqual({ address, latitude: null, longitude: null });
    expect(updateCompanyLocationBodySchema.parse(body)).toEqual(body);
  });

  it.each(['19,4326', 'abc', '19.4326N', '1e2', '19.', '.5', '19.43.26', '-', '12345'])('refuses %j as a coordinate', (typed) => {
    expect(messagesOf(companyLocationFormSchema, { address, latitude: typed, longitude: '-99.1332' })).toEqual({ latitude: 'coordinateFormat' });
  });

  it('refuses coordinates out of range', () => {
    expect(messagesOf(companyLocationFormSchema, { address, latitude: '95', longitude: '-99.1332' })).toEqual({ latitude: 'latitudeOutOfRange' });
    expect(messagesOf(companyLocationFormSchema, { address, latitude: '19.4', longitude: '-190' })).toEqual({ longitude: 'longitudeOutOfRange' });
  });

  it('refuses one coordinate without the other', () => {
    expect(messagesOf(companyLocationFormSchema, { address, latitude: '19.4326', longitude: '' })).toEqual({ longitude: 'coordinatesBothOrNeither' });
    expect(messagesOf(companyLocationFormSchema, { address, latitude: '', longitude: '-99.1332' })).toEqual({ latitude: 'coordinatesBothOrNeither' });
  });

  it('does not add the pairing message over a coordinate that is itself wrong', () => {
    expect(messagesOf(companyLocationFormSchema, { address, latitude: 'abc', longitude: '' })).toEqual({ latitude: 'coordinateFormat' });
  });

  it('refuses an empty or too long address', () => {
    expect(messagesOf(companyLocationFormSchema, { address: ' ', latitude: '', longitude: '' })).toEqual({ address: 'addressRequired' });
    expect(messagesOf(companyLocationFormSchema, { address: 'x'.repeat(301), latitude: '', longitude: '' })).toEqual({ address: 'textTooLong' });
  });
});
