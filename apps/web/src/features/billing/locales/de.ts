import type { Translation } from '@/lib/i18n/translation';
import type { es } from './es';

/** The texts of the billing feature (the `billing` namespace) in German, translated by meaning from es.ts. */
export const de: Translation<typeof es> = {
  plans: {
    title: 'Tarife',
    subtitle: 'Wählen Sie den Tarif Ihres Unternehmens. Sie zahlen monatlich per Karte und können jederzeit wechseln oder kündigen.',
    perMonth: 'pro Monat',
    taxIncluded: 'MXN, inkl. MwSt.',
    upToPeople_one: 'Bis zu {{count, number}} Person',
    upToPeople_other: 'Bis zu {{count, number}} Personen',
    unlimitedPeople: 'Unbegrenzt viele Personen',
    report: {
      monthly: 'Monatlicher Fahrtenbericht',
      biweekly: 'Fahrtenbericht alle zwei Wochen',
      live: 'Live-Fahrtenberichte',
    },
    supportWorkingDays: 'Support an Werktagen',
    support24x7: 'Support rund um die Uhr',
    choose: 'Tarif wählen',
    chooseNamed: '{{plan}} wählen',
    currentPlan: 'Aktueller Tarif',
    currentBadge: 'Ihr Tarif',
    suggested: 'Bei der Registrierung gewählt',
    loadFailed: 'Die Tarife konnten nicht geladen werden.',
  },
};
