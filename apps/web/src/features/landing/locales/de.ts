import type { Translation } from '@/lib/i18n/translation';
import type { es } from './es';

/** The texts of the landing page (the `landing` namespace) in German (formal "Sie"), translated by meaning from es.ts. */
export const de: Translation<typeof es> = {
  landing: {
    title: 'Geteilte Mobilität für Ihr Unternehmen',
    text: 'Rumbo organisiert Fahrgemeinschaften und den Transport Ihrer Mitarbeitenden: weniger Autos, mehr Pünktlichkeit und weniger CO₂.',
    login: 'Anmelden',
    signUp: 'Mein Unternehmen registrieren',
  },
};
