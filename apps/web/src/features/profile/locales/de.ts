import type { es } from './es';

export const de: typeof es = {
  profile: {
    title: 'Unternehmensprofil',
    subtitle: 'Die Daten Ihres Unternehmens und wie Rumbo für Ihre Leute aussieht und spricht.',
    loading: 'Wird geladen...',
    loadFailed: 'Fehler beim Laden der Daten',
    updateFailed: 'Die Änderung konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    edit: 'Bearbeiten',
    editField: '{{field}} bearbeiten',
    save: 'Speichern',
    cancel: 'Abbrechen',
    fields: {
      name: 'Name',
      email: 'Kontakt-E-Mail',
      contact: 'Firmenadresse',
      language: 'Sprache',
      appearance: 'Darstellung',
      timeZone: 'Zeitzone',
    },
    contact: {
      street: 'Straße',
      buildingNumber: 'Hausnummer',
      city: 'Stadt',
      state: 'Bundesland',
      postalCode: 'Postleitzahl',
      country: 'Land',
    },
    noAddress: 'Keine Adresse',
    languages: { spanish: 'Español', english: 'English', deutsch: 'Deutsch' },
    appearances: { light: 'Hell', dark: 'Dunkel' },
    timeZonePreview: 'Aktuelle Uhrzeit dort: {{time}}',
    more: 'Weitere Optionen',
    links: {
      loginAndSecurity: 'Anmeldung und Sicherheit',
      advancedConfiguration: 'Erweiterte Einstellungen',
      tripRules: 'Fahrtregeln',
      companyLocation: 'Unternehmensstandort',
      myPayments: 'Meine Zahlungen',
    },
  },
};
