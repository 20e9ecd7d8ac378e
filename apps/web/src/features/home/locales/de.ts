import type { Translation } from '@/lib/i18n/translation';
import type { es } from './es';

/** The texts of the home feature (the `home` namespace) in German (formal "Sie"), translated by meaning from es.ts. */
export const de: Translation<typeof es> = {
  home: {
    welcome: 'Hallo, {{name}}',
    welcomeFallback: 'Willkommen',
    intro: 'Hier organisieren Sie Ihre Mitarbeitenden, Ihre Fahrtregeln und Ihren Plan.',
    startTutorial: 'Einführung starten',
    quickActions: 'Schnellaktionen',
    actionProfile: 'Unternehmensprofil',
    actionProfileText: 'Name, Adresse, Sprache und Darstellung',
    actionEmployees: 'Mitarbeitende hinzufügen',
    actionEmployeesText: 'Bringen Sie Ihr Team in Fahrgemeinschaften',
    actionSettings: 'Einstellungen',
    actionSettingsText: 'Fahrtregeln und Kontooptionen',
    statistics: 'Statistiken',
    statisticsEmpty: 'Hier sehen Sie Fahrten, geteilte Kilometer und eingespartes CO₂.',
    statisticsOpen: 'Statistiken ansehen',
    subscriptionNeededTitle: 'Sie benötigen ein Abonnement',
    subscriptionNeededText: 'Statistiken gibt es mit einem aktiven Plan. Wählen Sie den Plan, der am besten zu Ihrem Unternehmen passt.',
    viewPlans: 'Pläne ansehen',
    loadError: 'Wir konnten die Statistiken nicht laden.',
    month: {
      heading: 'Geteilte Fahrten in diesem Monat',
      trips: 'Fahrten',
      participation: 'Beteiligung',
      co2Avoided: 'Vermiedenes CO₂',
      co2Unit: 'kg CO₂e',
      viewReports: 'Berichte ansehen',
      loadError: 'Die Zahlen dieses Monats konnten nicht geladen werden.',
    },
    figures: {
      active: 'Aktiv',
      pending: 'Ausstehend',
      suspended: 'Gesperrt',
      newThisMonth: 'Neu in diesem Monat',
      administrators: 'Administratoren',
      headCount: 'Personen in Ihrem Tarif',
      headCountOfLimit: '{{used}} von {{limit}}',
      headCountUnlimited: '{{used}}, unbegrenzt',
    },
  },
};
