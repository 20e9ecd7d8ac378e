import type { Translation } from '@/lib/i18n/translation';
import type { es } from './es';

/** The texts of the landing page (the `landing` namespace) in English, translated by meaning from es.ts. */
export const en: Translation<typeof es> = {
  landing: {
    title: 'Shared mobility for your company',
    text: 'Rumbo organizes carpooling and transport for your employees: fewer cars, better punctuality and less CO₂.',
    login: 'Log in',
    signUp: 'Sign up my company',
  },
};
