// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { languages, rideNotCountingReasons } from '@rumbo/contract';
import { TextStore, type TFunction } from '@/lib/i18n';
import { de } from './locales/de';
import { en } from './locales/en';
import { es } from './locales/es';
import { rideVerdict } from './ride-verdict';

const texts = { es, en, de };
async function translator(language: 'es' | 'en' | 'de') {
  const store = new TextStore(language, async () => texts[language]);
  await store.loadNamespaces('riders');
  return store.translator(language, ['riders']) as TFunction<'riders'>;
}

describe('a past ride’s verdict on the report', () => {
  it('says in Spanish that it counts, with its proof class, or why not', async () => {
    const t = await translator('es');
    expect(rideVerdict({ counts: true, reasons: [], proofClass: 'B' }, t)).toBe('Cuenta en el reporte (clase B)');
    expect(rideVerdict({ counts: false, reasons: ['samePeopleWithin30Minutes'], proofClass: 'C' }, t)).toBe('No cuenta: el mismo trayecto se registró dos veces en 30 minutos');
    expect(rideVerdict({ counts: false, reasons: ['cancelled'], proofClass: null }, t)).toBe('No cuenta: se canceló');
    expect(rideVerdict({ counts: false, reasons: ['offerWithdrawn'], proofClass: null }, t)).toBe('No cuenta: el conductor ya no ofrece este viaje');
    expect(rideVerdict({ counts: false, reasons: ['notValidated'], proofClass: 'C' }, t)).toBe('No cuenta: falta la confirmación de llegada');
    expect(rideVerdict({ counts: false, reasons: ['shortLeg', 'notValidated'], proofClass: 'A' }, t)).toBe(
      'No cuenta: el trayecto compartido fue de menos de 2 km; falta la confirmación de llegada',
    );
  });

  it('has a sentence of its own for every reason the service gives, in every language', async () => {
    for (const language of languages) {
      const t = await translator(language);
      const sentences = rideNotCountingReasons.map((reason) => rideVerdict({ counts: false, reasons: [reason], proofClass: null }, t));
      // No key shown in place of a sentence, and no two reasons told alike.
      for (const sentence of sentences) expect(sentence).not.toMatch(/riders\.|reasons\./);
      expect(new Set(sentences).size).toBe(rideNotCountingReasons.length);
    }
    expect(rideVerdict({ counts: true, reasons: [], proofClass: 'C' }, await translator('en'))).toBe('Counts in the report (class C)');
    expect(rideVerdict({ counts: false, reasons: ['lateData'], proofClass: 'C' }, await translator('de'))).toBe('Zählt nicht: die Daten der Fahrt kamen mehr als 24 Stunden später an');
  });
});
