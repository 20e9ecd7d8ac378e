import type { Translation } from '@/lib/i18n/translation';
import type { es } from './es';

/** The texts of the guided tour (the `tutorial` namespace) in English, translated by meaning from es.ts. */
export const en: Translation<typeof es> = {
  tutorial: {
    next: 'Next',
    previous: 'Back',
    done: 'Finish',
    progress: '{{current}} of {{total}}',
    logoTitle: 'This is Rumbo',
    logoText: 'The logo takes you back to the home page from any screen.',
    menuTitle: 'Main menu',
    menuText: 'The Home button takes you to your dashboard and its quick actions.',
    paymentTitle: 'Payment method and plan',
    paymentText: 'In Subscriptions you choose your plan and save your payment method.',
    profileTitle: 'Your profile',
    profileText: 'Open the company profile and settings here, or log out.',
  },
};
