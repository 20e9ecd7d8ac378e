import type { Translation } from '@/lib/i18n/translation';
import type { es } from './es';

/** The texts of the trip rules feature (the `tripRules` namespace) in German, translated by meaning from es.ts. */
export const de: Translation<typeof es> = {
  tripRules: {
    title: 'Fahrtregeln',
    subtitle: 'Legen Sie fest, wie die Menschen Ihres Unternehmens Fahrten teilen. Jede Änderung wird sofort gespeichert.',
    linkText: 'Fahrten mit anderen Unternehmen, Fahrer gleichen Geschlechts und wer fahren darf.',
    rules: {
      allowInterCompanyTrips: {
        label: 'Fahrten mit anderen Unternehmen',
        description: 'Ihre Mitarbeitenden dürfen Fahrten mit Personen anderer Unternehmen teilen, die Rumbo nutzen.',
      },
      sameGenderOnRequest: {
        label: 'Fahrer gleichen Geschlechts auf Wunsch',
        description: 'Mitfahrende können darum bitten, von einer Person ihres eigenen Geschlechts gefahren zu werden.',
      },
      approvedDriversOnly: {
        label: 'Nur freigegebene Fahrer',
        description: 'Nur freigegebene, aktive Personen Ihres Unternehmens dürfen Fahrten als Fahrer anbieten.',
      },
    },
    interCompanyLimitTitle: 'Unternehmensübergreifende Fahrten',
    interCompanyLimit: 'Unternehmensübergreifende Fahrten befördern höchstens {{max}} Personen pro Fahrzeug, einschließlich der fahrenden Person.',
    loadError: 'Die Fahrtregeln konnten nicht geladen werden.',
    saveError: 'Die Regel konnte nicht gespeichert werden; sie bleibt unverändert.',
  },
};
