import type { Translation } from '@/lib/i18n/translation';
import type { es } from './es';

/** The texts of the billing feature (the `billing` namespace) in English, translated by meaning from es.ts. */
export const en: Translation<typeof es> = {
  plans: {
    title: 'Plans',
    subtitle: 'Choose your company’s plan. You pay month by month by card and can change or cancel whenever you like.',
    perMonth: 'a month',
    taxIncluded: 'MXN, VAT included',
    upToPeople_one: 'Up to {{count, number}} person',
    upToPeople_other: 'Up to {{count, number}} people',
    unlimitedPeople: 'Unlimited people',
    report: {
      monthly: 'Monthly trip report',
      biweekly: 'Trip report every two weeks',
      live: 'Live trip reports',
    },
    supportWorkingDays: 'Support on working days',
    support24x7: '24/7 support',
    choose: 'Choose plan',
    chooseNamed: 'Choose {{plan}}',
    currentPlan: 'Current plan',
    currentBadge: 'Your plan',
    suggested: 'Chosen at sign-up',
    loadFailed: 'We could not load the plans.',
  },
};
