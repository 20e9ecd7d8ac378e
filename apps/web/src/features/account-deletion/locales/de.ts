import type { Translation } from '@/lib/i18n/translation';
import type { es } from './es';

/** The texts of the account deletion feature (the `accountDeletion` namespace) in German, translated by meaning from es.ts. */
export const de: Translation<typeof es> = {
  accountDeletion: {
    title: 'Konto löschen',
    explanation:
      'Entfernt Ihr Unternehmen aus Rumbo. Das Abonnement wird sofort gekündigt, ohne Erstattung des laufenden Zeitraums; alle Sitzungen der Personen Ihres Unternehmens werden beendet und niemand kann sich mit diesen Konten wieder anmelden.',
    open: 'Konto löschen',
    question: 'Möchten Sie Ihr Konto wirklich löschen?',
    consequences: 'Dies kann nicht rückgängig gemacht werden. Geben Sie zur Bestätigung Ihr Passwort ein.',
    passwordLabel: 'Ihr Passwort',
    passwordHint: 'Dasselbe, mit dem Sie sich anmelden.',
    confirm: 'Ja, Konto löschen',
  },
};
