import { sharePercent, type Language, type ReportMetrics, type ReportShare, type ReportSnapshotKind } from '@rumbo/contract';

// What an issued report's CSV and PDF say, in the company's language, and the one list of figures
// both print, so the two files never disagree on what a report holds.

export type FigureUnit = 'share' | 'trips' | 'legs' | 'seats' | 'occupants' | 'km' | 'kgCo2e';
export type FigureGroup = 'activity' | 'emissions' | 'avoided';

/**
 * A figure of the report: its stable key (the contract's name), its value and unit; a share also its
 * counts, its value the percentage rounded once from them (`sharePercent`), as the page shows it.
 */
export type FigureRow = { key: string; group: FigureGroup; value: number | null; unit: FigureUnit; share?: ReportShare };

export function listFigureRows(figures: ReportMetrics): FigureRow[] {
  const share = (key: keyof ReportMetrics & string, group: FigureGroup = 'activity'): FigureRow => {
    const value = figures[key] as ReportShare;
    return { key, group, value: sharePercent(value.numerator, value.denominator), unit: 'share', share: value };
  };
  return [
    share('participation'),
    { key: 'trips', group: 'activity', value: figures.trips, unit: 'trips' },
    { key: 'legs', group: 'activity', value: figures.legs, unit: 'legs' },
    { key: 'seatsOffered', group: 'activity', value: figures.seatsOffered, unit: 'seats' },
    { key: 'seatsUsed', group: 'activity', value: figures.seatsUsed, unit: 'seats' },
    { key: 'averageOccupancy', group: 'activity', value: figures.averageOccupancy, unit: 'occupants' },
    { key: 'sharedKm', group: 'activity', value: figures.sharedKm, unit: 'km' },
    share('punctuality'),
    share('matchRate'),
    share('proofQuality'),
    share('flaggedShare'),
    { key: 'commuteEmissionsKg', group: 'emissions', value: figures.commuteEmissionsKg, unit: 'kgCo2e' },
    { key: 'vehicleKmAvoided', group: 'avoided', value: figures.vehicleKmAvoided, unit: 'km' },
    { key: 'co2AvoidedKg', group: 'avoided', value: figures.co2AvoidedKg, unit: 'kgCo2e' },
  ];
}

export type SnapshotTexts = {
  fileName: string;
  title: string;
  kinds: Record<ReportSnapshotKind, string>;
  /** The CSV's first column: the stable key a program reads, whatever the language. */
  key: string;
  company: string;
  period: string;
  from: string;
  to: string;
  timeZone: string;
  issuedAt: string;
  /** The CSV's issue time, a wall clock in the company's zone. */
  issuedAtLocal: string;
  figure: string;
  value: string;
  unit: string;
  numerator: string;
  denominator: string;
  groups: Record<FigureGroup, string>;
  avoidedNote: string;
  figures: Record<string, string>;
  units: Record<FigureUnit, string>;
  notCounted: string;
  day: string;
  dayTrips: string;
  dayParticipants: string;
  dayCo2Avoided: string;
  factor: string;
  factorValue: string;
  factorCaveat: string;
  factorRegion: string;
  factorSource: string;
  factorYear: string;
  factorValidFrom: string;
  factorId: string;
  factorChosenBy: Record<'country' | 'fallback', string>;
  factorComputed: string;
  yearNotStated: string;
  contentHash: string;
  hashNote: string;
  frozenNote: string;
};

export const snapshotTexts: Record<Language, SnapshotTexts> = {
  es: {
    fileName: 'reporte',
    title: 'Reporte de viajes compartidos',
    kinds: { monthly: 'Reporte mensual', biweekly: 'Reporte quincenal' },
    key: 'Clave',
    company: 'Empresa',
    period: 'Periodo',
    from: 'Desde',
    to: 'Hasta',
    timeZone: 'Zona horaria',
    issuedAt: 'Emitido',
    issuedAtLocal: 'Emitido (hora de la zona horaria)',
    figure: 'Cifra',
    value: 'Valor',
    unit: 'Unidad',
    numerator: 'Numerador',
    denominator: 'Denominador',
    groups: { activity: 'Participación y viajes', emissions: 'Emisiones de los traslados (GHG Protocol, alcance 3, categoría 7)', avoided: 'Emisiones evitadas' },
    avoidedNote: 'Las emisiones evitadas se informan aparte y nunca se restan de las emisiones de los traslados.',
    figures: {
      participation: 'Participación',
      trips: 'Viajes',
      legs: 'Trayectos de pasajeros',
      seatsOffered: 'Asientos ofrecidos',
      seatsUsed: 'Asientos ocupados',
      averageOccupancy: 'Ocupación media',
      sharedKm: 'Kilómetros compartidos',
      punctuality: 'Puntualidad',
      matchRate: 'Solicitudes con viaje',
      proofQuality: 'Prueba fuerte (clase C)',
      flaggedShare: 'Trayectos con alertas',
      commuteEmissionsKg: 'Emisiones de los traslados',
      vehicleKmAvoided: 'Km de vehículo evitados',
      co2AvoidedKg: 'CO2 evitado',
    },
    units: { share: '%', trips: 'viajes', legs: 'trayectos', seats: 'asientos', occupants: 'personas por viaje', km: 'km', kgCo2e: 'kg CO2e' },
    notCounted: 'sin datos',
    day: 'Día',
    dayTrips: 'Viajes',
    dayParticipants: 'Participantes',
    dayCo2Avoided: 'CO2 evitado (kg CO2e)',
    factor: 'Factor de emisión',
    factorValue: 'Valor',
    factorCaveat: 'Advertencia',
    factorRegion: 'País',
    factorSource: 'Fuente',
    factorYear: 'Año',
    factorValidFrom: 'Vigente desde',
    factorId: 'Id del factor',
    factorChosenBy: { country: 'Elegido por el país de la empresa', fallback: 'El país de la empresa no tiene factor propio: se usa el de México' },
    factorComputed: 'calculado por Rumbo a partir de cifras publicadas',
    yearNotStated: 'no indicado',
    contentHash: 'Huella SHA-256',
    hashNote: 'SHA-256 del JSON canónico de las cifras (RFC 8785); cualquier cambio en ellas la cambia.',
    frozenNote: 'Cifras congeladas al emitirse: viajes, validaciones o factores posteriores no las cambian.',
  },
  en: {
    fileName: 'report',
    title: 'Carpooling report',
    kinds: { monthly: 'Monthly report', biweekly: 'Half-month report' },
    key: 'Key',
    company: 'Company',
    period: 'Period',
    from: 'From',
    to: 'To',
    timeZone: 'Time zone',
    issuedAt: 'Issued',
    issuedAtLocal: 'Issued (time in the time zone)',
    figure: 'Figure',
    value: 'Value',
    unit: 'Unit',
    numerator: 'Numerator',
    denominator: 'Denominator',
    groups: { activity: 'Participation and trips', emissions: 'Commute emissions (GHG Protocol, Scope 3, category 7)', avoided: 'Avoided emissions' },
    avoidedNote: 'Avoided emissions are reported apart and never subtracted from commute emissions.',
    figures: {
      participation: 'Participation',
      trips: 'Trips',
      legs: 'Passenger rides',
      seatsOffered: 'Seats offered',
      seatsUsed: 'Seats used',
      averageOccupancy: 'Average occupancy',
      sharedKm: 'Shared km',
      punctuality: 'Punctuality',
      matchRate: 'Match rate',
      proofQuality: 'Strong proof (class C)',
      flaggedShare: 'Rides with alerts',
      commuteEmissionsKg: 'Commute emissions',
      vehicleKmAvoided: 'Vehicle-km avoided',
      co2AvoidedKg: 'CO2 avoided',
    },
    units: { share: '%', trips: 'trips', legs: 'rides', seats: 'seats', occupants: 'occupants per trip', km: 'km', kgCo2e: 'kg CO2e' },
    notCounted: 'no data',
    day: 'Day',
    dayTrips: 'Trips',
    dayParticipants: 'Participants',
    dayCo2Avoided: 'CO2 avoided (kg CO2e)',
    factor: 'Emission factor',
    factorValue: 'Value',
    factorCaveat: 'Caveat',
    factorRegion: 'Country',
    factorSource: 'Source',
    factorYear: 'Year',
    factorValidFrom: 'Valid from',
    factorId: 'Factor id',
    factorChosenBy: { country: 'Chosen by the company’s country', fallback: 'The company’s country has no factor of its own: Mexico’s is used' },
    factorComputed: 'computed by Rumbo from published figures',
    yearNotStated: 'not stated',
    contentHash: 'SHA-256 fingerprint',
    hashNote: 'SHA-256 of the figures’ canonical JSON (RFC 8785); any change to them changes it.',
    frozenNote: 'Figures frozen when issued: later trips, validations or factors do not change them.',
  },
  de: {
    fileName: 'bericht',
    title: 'Bericht über Fahrgemeinschaften',
    kinds: { monthly: 'Monatsbericht', biweekly: 'Halbmonatsbericht' },
    key: 'Schlüssel',
    company: 'Unternehmen',
    period: 'Zeitraum',
    from: 'Von',
    to: 'Bis',
    timeZone: 'Zeitzone',
    issuedAt: 'Ausgestellt',
    issuedAtLocal: 'Ausgestellt (Uhrzeit der Zeitzone)',
    figure: 'Kennzahl',
    value: 'Wert',
    unit: 'Einheit',
    numerator: 'Zähler',
    denominator: 'Nenner',
    groups: { activity: 'Beteiligung und Fahrten', emissions: 'Pendelemissionen (GHG Protocol, Scope 3, Kategorie 7)', avoided: 'Vermiedene Emissionen' },
    avoidedNote: 'Vermiedene Emissionen werden getrennt ausgewiesen und nie von den Pendelemissionen abgezogen.',
    figures: {
      participation: 'Beteiligung',
      trips: 'Fahrten',
      legs: 'Mitfahrten',
      seatsOffered: 'Angebotene Plätze',
      seatsUsed: 'Belegte Plätze',
      averageOccupancy: 'Durchschnittliche Besetzung',
      sharedKm: 'Geteilte km',
      punctuality: 'Pünktlichkeit',
      matchRate: 'Vermittelte Anfragen',
      proofQuality: 'Starker Nachweis (Klasse C)',
      flaggedShare: 'Mitfahrten mit Warnungen',
      commuteEmissionsKg: 'Pendelemissionen',
      vehicleKmAvoided: 'Vermiedene Fahrzeug-km',
      co2AvoidedKg: 'Vermiedenes CO2',
    },
    units: { share: '%', trips: 'Fahrten', legs: 'Mitfahrten', seats: 'Plätze', occupants: 'Personen pro Fahrt', km: 'km', kgCo2e: 'kg CO2e' },
    notCounted: 'keine Daten',
    day: 'Tag',
    dayTrips: 'Fahrten',
    dayParticipants: 'Teilnehmende',
    dayCo2Avoided: 'Vermiedenes CO2 (kg CO2e)',
    factor: 'Emissionsfaktor',
    factorValue: 'Wert',
    factorCaveat: 'Hinweis',
    factorRegion: 'Land',
    factorSource: 'Quelle',
    factorYear: 'Jahr',
    factorValidFrom: 'Gültig ab',
    factorId: 'Faktor-ID',
    factorChosenBy: { country: 'Nach dem Land des Unternehmens gewählt', fallback: 'Für das Land des Unternehmens gibt es keinen eigenen Faktor: Der mexikanische wird verwendet' },
    factorComputed: 'von Rumbo aus veröffentlichten Zahlen berechnet',
    yearNotStated: 'nicht angegeben',
    contentHash: 'SHA-256-Prüfsumme',
    hashNote: 'SHA-256 des kanonischen JSON der Kennzahlen (RFC 8785); jede Änderung daran ändert sie.',
    frozenNote: 'Beim Ausstellen eingefrorene Kennzahlen: Spätere Fahrten, Bestätigungen oder Faktoren ändern sie nicht.',
  },
};

/** A local day (YYYY-MM-DD) as dd/mm/yyyy in Spanish, dd.mm.yyyy in German, yyyy-mm-dd in English. */
export function formatLocalDay(day: string, language: Language): string {
  const [year, month, date] = day.split('-');
  if (language === 'de') return `${date}.${month}.${year}`;
  if (language === 'es') return `${date}/${month}/${year}`;
  return day;
}
