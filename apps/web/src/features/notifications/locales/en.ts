import type { Translation } from '@/lib/i18n/translation';
import type { es } from './es';

/** The texts of the notifications feature (the `notifications` namespace) in English, translated by meaning from es.ts. */
export const en: Translation<typeof es> = {
  notifications: {
    title: 'Notices',
    markAllRead: 'Mark all as read',
    subtitle_one: '{{count, number}} unread notice.',
    subtitle_other: '{{count, number}} unread notices.',
    listLabel: 'Payment and subscription notices',
    unread: 'Unread',
    emptyTitle: 'No notices',
    empty: 'Your payments and the changes to your subscription show here.',
    loadError: 'We could not load your notices.',
    paymentSucceeded: 'Payment received: {{plan}}, {{amount}}',
    paymentSucceededDetail: 'See your receipts',
    paymentFailed: 'Payment declined: {{plan}}, {{amount}}',
    paymentFailedRetry: 'We will try again on {{date}}. Change the card if you need to.',
    paymentFailedFinal: 'Change the card to keep your plan.',
    subscriptionEnding: 'Your subscription ends on {{date}}',
    subscriptionEndingDetail: 'Your {{plan}} stays active until that day.',
    subscriptionEnded: 'Your subscription ended on {{date}}',
    subscriptionEndedDetail: 'Choose a plan to get your statistics and your plan’s limits back.',
    receivedAt: 'Received on {{date}}',
  },
};
