import type { Translation } from '@/lib/i18n/translation';
import type { es } from './es';

/** The texts of the account deletion feature (the `accountDeletion` namespace) in English, translated by meaning from es.ts. */
export const en: Translation<typeof es> = {
  accountDeletion: {
    title: 'Delete account',
    explanation:
      'Removes your company from Rumbo. The subscription is cancelled right away, with no refund for the current period; every session of your company’s people ends and nobody can log in with their accounts again.',
    open: 'Delete account',
    question: 'Are you sure you want to delete your account?',
    consequences: 'This cannot be undone. Enter your password to confirm.',
    passwordLabel: 'Your password',
    passwordHint: 'The one you log in with.',
    confirm: 'Yes, delete the account',
  },
};
