import type { Translation } from '@/lib/i18n/translation';
import type { es } from './es';

/** The texts of the home feature (the `home` namespace) in English, translated by meaning from es.ts. */
export const en: Translation<typeof es> = {
  home: {
    welcome: 'Hi, {{name}}',
    welcomeFallback: 'Welcome',
    intro: 'From here you manage your people, your trip rules and your plan.',
    startTutorial: 'Start tutorial',
    quickActions: 'Quick actions',
    actionProfile: 'Company profile',
    actionProfileText: 'Name, address, language and appearance',
    actionEmployees: 'Add employee',
    actionEmployeesText: 'Bring your team into shared rides',
    actionSettings: 'Settings',
    actionSettingsText: 'Trip rules and account options',
    statistics: 'Statistics',
    statisticsEmpty: 'Here you will see trips, shared kilometers and CO₂ avoided.',
    statisticsOpen: 'View statistics',
    subscriptionNeededTitle: 'You need a subscription',
    subscriptionNeededText: 'Statistics come with an active plan. Choose the plan that best fits your company.',
    viewPlans: 'View Plans',
    loadError: 'We could not load the statistics.',
    month: {
      heading: 'Shared trips this month',
      trips: 'Trips',
      participation: 'Participation',
      co2Avoided: 'CO₂ avoided',
      co2Unit: 'kg CO₂e',
      viewReports: 'View reports',
      loadError: 'We couldn’t load this month’s figures.',
    },
    figures: {
      active: 'Active',
      pending: 'Pending',
      suspended: 'Suspended',
      newThisMonth: 'New this month',
      administrators: 'Administrators',
      headCount: 'People on your plan',
      headCountOfLimit: '{{used}} of {{limit}}',
      headCountUnlimited: '{{used}}, no limit',
    },
  },
};
