import type { Language } from './languages.js';

// The emission factors' rows hold their unit, source and note in English, as their sources publish
// them; a report is read in its own language, so the rows Rumbo ships are said again here, and a row
// added later without a translation shows as stored.

type FactorTexts = { source: string; caveat?: string };

const knownSources: Record<string, Record<Language, FactorTexts>> = {
  'DESNZ greenhouse gas conversion factors 2025, average car, unknown fuel': {
    es: { source: 'Factores de conversión de gases de efecto invernadero del DESNZ (Reino Unido) 2025, auto promedio, combustible desconocido' },
    en: { source: 'DESNZ greenhouse gas conversion factors 2025, average car, unknown fuel' },
    de: { source: 'DESNZ-Umrechnungsfaktoren für Treibhausgase 2025 (Vereinigtes Königreich), Durchschnittsauto, Kraftstoff unbekannt' },
  },
  '2.22 kg CO2 per litre of gasoline (IPCC 1996 carbon content) x 7.6 L/100 km (IEA Global Fuel Economy Initiative, Mexico 2021, new cars)': {
    es: {
      source: '2.22 kg de CO2 por litro de gasolina (contenido de carbono del IPCC 1996) × 7.6 L/100 km (Iniciativa Global de Economía de Combustible de la AIE, México 2021, autos nuevos)',
      caveat: 'Es una cota inferior: los autos nuevos gastan menos combustible que los que ya circulan, así que las emisiones reales son probablemente mayores.',
    },
    en: {
      source: '2.22 kg CO2 per litre of gasoline (IPCC 1996 carbon content) × 7.6 L/100 km (IEA Global Fuel Economy Initiative, Mexico 2021, new cars)',
      caveat: 'A lower bound: new cars use less fuel than the cars already on the road, so the real emissions are likely higher.',
    },
    de: {
      source: '2,22 kg CO2 pro Liter Benzin (Kohlenstoffgehalt nach IPCC 1996) × 7,6 L/100 km (Global Fuel Economy Initiative der IEA, Mexiko 2021, Neuwagen)',
      caveat: 'Eine Untergrenze: Neuwagen verbrauchen weniger Kraftstoff als die Autos im Bestand, die tatsächlichen Emissionen sind also wahrscheinlich höher.',
    },
  },
  'ADEME Impact CO2': {
    es: { source: 'ADEME Impact CO2 (Francia)' },
    en: { source: 'ADEME Impact CO2' },
    de: { source: 'ADEME Impact CO2 (Frankreich)' },
  },
  'UBA TREMOD, as published by co2calculator': {
    es: { source: 'UBA TREMOD (Alemania), según lo publica co2calculator' },
    en: { source: 'UBA TREMOD, as published by co2calculator' },
    de: { source: 'UBA TREMOD, wie von co2calculator veröffentlicht' },
  },
};

const units: Record<string, Record<Language, string>> = {
  'kg CO2e/vehicle-km': { es: 'kg CO2e por km de vehículo', en: 'kg CO2e per vehicle-km', de: 'kg CO2e pro Fahrzeug-km' },
};

/** A factor's unit, source and caveat (Mexico's is a lower bound) in a language; what no translation covers, as stored. */
export function describeEmissionFactor(factor: { unit: string; source: string }, language: Language): { unit: string; source: string; caveat: string | null } {
  const texts = knownSources[factor.source]?.[language];
  return { unit: units[factor.unit]?.[language] ?? factor.unit, source: texts?.source ?? factor.source, caveat: texts?.caveat ?? null };
}
