import type { Translation } from '@/lib/i18n/translation';
import type { es } from './es';

/** The texts of the company location feature (the `companyLocation` namespace) in German, translated by meaning from es.ts. */
export const de: Translation<typeof es> = {
  companyLocation: {
    title: 'Unternehmensstandort',
    subtitle: 'Der Hauptstandort Ihres Unternehmens, an dem Ihre Mitarbeitenden arbeiten. Rumbo misst damit künftig ihre Wege zur Arbeit.',
    backToProfile: 'Zurück zum Profil',
    loading: 'Wird geladen...',
    loadFailed: 'Der Unternehmensstandort konnte nicht geladen werden.',
    saveFailed: 'Der Standort konnte nicht gespeichert werden.',
    address: 'Adresse',
    addressHint: 'Straße, Hausnummer, Stadtteil, Stadt und Bundesstaat, so wie Sie sie jemandem für die Anfahrt nennen würden.',
    addressFromProfile: 'Aus der Adresse im Profil Ihres Unternehmens übernommen. Prüfen und speichern Sie sie.',
    coordinates: 'Koordinaten (optional)',
    coordinatesHint: 'Sie verorten den Standort genau auf der Karte. Geben Sie beide in Grad mit Dezimalpunkt an oder lassen Sie beide leer; Sie können sie aus jeder Karten-App kopieren.',
    latitude: 'Breitengrad',
    latitudeHint: 'Von -90 bis 90, z. B. 19.4326',
    longitude: 'Längengrad',
    longitudeHint: 'Von -180 bis 180, z. B. -99.1332',
    save: 'Standort speichern',
  },
};
