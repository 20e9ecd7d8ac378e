// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RideProof } from '@rumbo/contract';
import { TextStore, type TFunction } from '@/lib/i18n';
import { de } from './locales/de';
import { en } from './locales/en';
import { es } from './locales/es';
import { proofOutlook } from './proof-outlook';

const texts = { es, en, de };
async function translator(language: 'es' | 'en' | 'de') {
  const store = new TextStore(language, async () => texts[language]);
  await store.loadNamespaces('riders');
  return store.translator(language, ['riders']) as TFunction<'riders'>;
}

const placed = (by: RideProof['by'], kind: RideProof['kind']): RideProof => ({ by, kind, located: true, atItsPoint: true });
const unplaced = (by: RideProof['by'], kind: RideProof['kind']): RideProof => ({ by, kind, located: false, atItsPoint: false });
/** Recorded with a position the service found more than 1 km from the step's point. */
const farFromItsPoint = (by: RideProof['by'], kind: RideProof['kind']): RideProof => ({ by, kind, located: true, atItsPoint: false });

describe('the proof class a ride is heading for, in words', () => {
  it('says C with both phones placed, B with one, A with none, as a passenger reads it in Spanish', async () => {
    const t = await translator('es');
    const say = (proofs: RideProof[]) => {
      const outlook = proofOutlook(proofs, 'passenger');
      return [outlook.proofClass, t(`riders.day.outlook.passenger.${outlook.says}`)];
    };
    expect(say([])).toEqual(['C', 'Con tu ubicación y la de tu conductor, este viaje será clase C']);
    expect(say([placed('passenger', 'pickup'), placed('driver', 'pickup'), placed('passenger', 'drop'), placed('driver', 'drop')])).toEqual([
      'C',
      'Con tu ubicación y la de tu conductor, este viaje será clase C',
    ]);
    expect(say([placed('passenger', 'pickup'), unplaced('driver', 'pickup')])).toEqual(['B', 'Con tu ubicación, este viaje será clase B']);
    expect(say([unplaced('passenger', 'pickup'), placed('driver', 'pickup'), placed('driver', 'drop')])).toEqual(['B', 'Con la ubicación de tu conductor, este viaje será clase B']);
    expect(say([unplaced('passenger', 'drop'), unplaced('driver', 'pickup')])).toEqual(['A', 'Sin ubicación en los puntos del viaje, cuenta como clase A']);
  });

  it('counts a step as the service judged it: a position far from its point places nothing', () => {
    expect(proofOutlook([placed('passenger', 'pickup'), farFromItsPoint('passenger', 'drop')], 'passenger')).toEqual({ proofClass: 'B', says: 'theirs' });
    expect(proofOutlook([farFromItsPoint('passenger', 'drop'), unplaced('driver', 'drop')], 'passenger')).toEqual({ proofClass: 'A', says: 'none' });
  });

  it('counts a step placed once even when recorded again without a place, and names the passenger to a driver', async () => {
    expect(proofOutlook([unplaced('driver', 'pickup'), placed('driver', 'pickup')], 'driver')).toEqual({ proofClass: 'C', says: 'both' });
    const outlook = proofOutlook([unplaced('passenger', 'pickup')], 'driver');
    expect(outlook).toEqual({ proofClass: 'B', says: 'mine' });
    const en = await translator('en');
    expect(en(`riders.day.outlook.driver.${proofOutlook([unplaced('driver', 'drop')], 'driver').says}`, { name: 'Paola' })).toBe('With Paola’s location, this ride will be class B');
    const de = await translator('de');
    expect(de('riders.day.outlook.driver.both', { name: 'Paola' })).toBe('Mit Ihrem Standort und dem von Paola wird diese Fahrt Klasse C');
    expect(de('riders.day.outlook.passenger.none')).toBe('Ohne Standort an den Punkten der Fahrt zählt sie als Klasse A');
  });
});
