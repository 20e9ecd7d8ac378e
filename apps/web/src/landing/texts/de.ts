import type { LandingTexts } from './landing-texts';

/** The landing in German; the visitor is addressed as Sie. */
export const de: LandingTexts = {
  meta: {
    title: 'Rumbo: Fahrgemeinschaften und Mitarbeitertransport für Ihr Unternehmen',
    description:
      'Fahrgemeinschaften und Mitarbeitertransport an einem Ort: gemeinsame Routen, Fahrtregeln und CO₂-Berichte für Ihr Unternehmen in Mexiko.',
  },
  header: {
    skipToContent: 'Zum Inhalt springen',
    homeLabel: 'Rumbo, Startseite',
    navLabel: 'Hauptnavigation',
    benefits: 'Vorteile',
    roadmap: 'Roadmap',
    login: 'Anmelden',
    signUp: 'Unternehmen registrieren',
    menu: 'Menü',
    languageLabel: 'Sprache',
    languageNames: { es: 'Español', en: 'English', de: 'Deutsch' },
  },
  hero: {
    eyebrow: 'Gemeinsam ankommen',
    headline: 'Gemeinsam zur Arbeit, pünktlich am Ziel',
    subheadline:
      'Rumbo organisiert Fahrgemeinschaften und den Transport Ihrer Mitarbeitenden: wer mit wem fährt, wann und auf welcher Route. Weniger Autos auf dem Parkplatz, weniger Verspätungen und weniger CO₂ im Bericht.',
    primary: 'Unternehmen registrieren',
    secondary: 'Vorteile ansehen',
    note: 'Die Registrierung ist kostenlos.',
  },
  benefits: {
    heading: 'Was Ihr Unternehmen gewinnt',
    intro: 'Wenn Ihre Mitarbeitenden gemeinsam fahren, merken Sie es am Werkstor, im Team und in Ihrem Umweltbericht.',
    items: {
      punctuality: {
        title: 'Pünktlichkeit',
        text: 'Fahrten richten sich nach den Schichtzeiten. Ihre Mitarbeitenden kommen gemeinsam und rechtzeitig an, statt auf einen Bus zu warten, der nicht kommt.',
      },
      wellbeing: {
        title: 'Wohlbefinden und Bindung',
        text: 'Ein kürzerer, günstigerer Arbeitsweg in guter Gesellschaft: ein Vorteil, den Ihr Team täglich nutzt und der beim Bleiben zählt.',
      },
      compliance: {
        title: 'Umweltauflagen erfüllen',
        text: 'Jede gemeinsame Fahrt wird erfasst. Gefahrene Kilometer und vermiedenes CO₂ liegen für Ihre Nachhaltigkeitsberichte bereit.',
      },
    },
  },
  footer: {
    tagline: 'Geteilte Mobilität für Unternehmen in Mexiko.',
    legalLabel: 'Rechtliches',
    terms: 'Nutzungsbedingungen',
    privacy: 'Datenschutzhinweis',
    socialLabel: 'Rumbo in sozialen Netzwerken',
    social: { linkedin: 'Rumbo auf LinkedIn', instagram: 'Rumbo auf Instagram', youtube: 'Rumbo auf YouTube' },
    rights: 'Alle Rechte vorbehalten.',
  },
};
