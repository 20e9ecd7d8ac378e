import type { Translation } from '@/lib/i18n/translation';
import type { es } from './es';

/** The texts of the riders' app (the `riders` namespace) in German, translated by meaning from es.ts. */
export const de: Translation<typeof es> = {
  riders: {
    tabs: { label: 'Bereiche der App', home: 'Start', rides: 'Meine Fahrten' },
    logout: 'Abmelden',
    adminPortal: 'Verwaltungsportal',
    home: {
      title: 'Ihre geteilten Fahrten',
      next: 'Ihre nächste Fahrt',
      recent: 'Ihre letzten Fahrten',
      seeAll: 'Alle meine Fahrten ansehen',
    },
    rides: {
      title: 'Meine Fahrten',
      upcoming: 'Anstehend',
      past: 'Vergangen',
      noUpcoming: 'Sie haben keine anstehenden Fahrten.',
      noPast: 'Sie haben noch keine vergangenen Fahrten.',
    },
    impact: {
      title: 'Ihre Wirkung in diesem Monat',
      rides_one: 'Fahrt, die zählt',
      rides_other: 'Fahrten, die zählen',
      sharedKm: 'geteilte km',
      co2: 'kg CO₂ vermieden',
      explained: 'Berechnet wie der Bericht Ihres Unternehmens: Ihr Anteil an den vermiedenen Auto-km, mal {{factor}} kg CO₂e pro km.',
      loadError: 'Ihre Wirkung konnte nicht berechnet werden.',
    },
    empty: {
      title: 'Sie haben noch keine Fahrten',
      text: 'Sobald Sie einen Platz im Auto einer Kollegin oder eines Kollegen buchen oder jemanden mitnehmen, erscheinen Ihre Fahrten hier, mit dem vermiedenen CO₂ und ob sie im Bericht Ihres Unternehmens zählen.',
    },
    loading: 'Ihre Fahrten werden geladen…',
    loadError: 'Ihre Fahrten konnten nicht geladen werden.',
    ride: {
      asDriver: 'Sie fahren',
      asPassenger: 'Mitfahrt',
      driverIs: '{{name}} nimmt Sie mit',
      passengersAre: 'Sie nehmen {{names}} mit',
      noPassengers: 'Keine Mitfahrenden',
      route: 'Von {{from}} nach {{to}}',
      sharedKm: 'Strecke von {{km}} km',
    },
    status: {
      WAITING_CONFIRMATION: 'Wartet auf die Bestätigung der fahrenden Person',
      CONFIRMED: 'Bestätigt',
      CANCELLED: 'Storniert',
      COMPLETED_PENDING_VALIDATION: 'Erledigt, Ankunft noch nicht bestätigt',
      VALIDATED: 'Erledigt und bestätigt',
    },
    verdict: {
      counts: 'Zählt im Bericht (Klasse {{proofClass}})',
      notCounting: 'Zählt nicht: {{reasons}}',
      separator: '; ',
    },
    reasons: {
      cancelled: 'sie wurde storniert',
      notConfirmed: 'die fahrende Person hat die Buchung nicht bestätigt',
      notCompleted: 'die Fahrt wurde nicht als erledigt markiert',
      notValidated: 'die Ankunft wurde nicht bestätigt',
      shortLeg: 'die gemeinsame Strecke war kürzer als 2 km',
      tooManyTripsInADay: 'es war die vierte Fahrt oder mehr an diesem Tag',
      samePeopleWithin30Minutes: 'dieselbe Fahrt wurde innerhalb von 30 Minuten zweimal erfasst',
      lateData: 'die Daten der Fahrt kamen mehr als 24 Stunden später an',
    },
  },
};
