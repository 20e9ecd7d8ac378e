import type { es } from './es';

export const en: typeof es = {
  profile: {
    title: 'Company profile',
    subtitle: 'Your company’s details, and how Rumbo looks and speaks for your people.',
    loading: 'Loading...',
    loadFailed: 'Error loading the data',
    updateFailed: 'We could not save the change. Please try again.',
    edit: 'Edit',
    editField: 'Edit {{field}}',
    save: 'Save',
    cancel: 'Cancel',
    fields: {
      name: 'Name',
      email: 'Contact email',
      contact: 'Company address',
      language: 'Language',
      appearance: 'Appearance',
      timeZone: 'Time zone',
    },
    contact: {
      street: 'Street',
      buildingNumber: 'Number',
      city: 'City',
      state: 'State',
      postalCode: 'Postal code',
      country: 'Country',
    },
    noAddress: 'No address',
    languages: { spanish: 'Español', english: 'English', deutsch: 'Deutsch' },
    appearances: { light: 'Light', dark: 'Dark' },
    timeZonePreview: 'Current time there: {{time}}',
    more: 'More options',
    links: {
      loginAndSecurity: 'Login and security',
      advancedConfiguration: 'Advanced configuration',
      tripRules: 'Trip rules',
      companyLocation: 'Company location',
      myPayments: 'My payments',
    },
  },
};
