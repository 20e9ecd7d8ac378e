import type { Translation } from '@/lib/i18n/translation';
import type { es } from './es';

/** The texts of the guided tour (the `tutorial` namespace) in German (formal "Sie"), translated by meaning from es.ts. */
export const de: Translation<typeof es> = {
  tutorial: {
    next: 'Weiter',
    previous: 'Zurück',
    done: 'Fertig',
    progress: '{{current}} von {{total}}',
    logoTitle: 'Das ist Rumbo',
    logoText: 'Über das Logo kommen Sie von jeder Seite zurück zur Startseite.',
    menuTitle: 'Hauptmenü',
    menuText: 'Die Schaltfläche „Startseite“ führt Sie zu Ihrer Übersicht mit den Schnellaktionen.',
    paymentTitle: 'Zahlungsmethode und Plan',
    paymentText: 'Unter „Abonnements“ wählen Sie Ihren Plan und hinterlegen Ihre Zahlungsmethode.',
    profileTitle: 'Ihr Profil',
    profileText: 'Hier finden Sie das Unternehmensprofil, die Einstellungen und die Abmeldung.',
  },
};
