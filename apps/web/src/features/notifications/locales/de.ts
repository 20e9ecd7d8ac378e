import type { Translation } from '@/lib/i18n/translation';
import type { es } from './es';

/** The texts of the notifications feature (the `notifications` namespace) in German (Sie), translated by meaning from es.ts. */
export const de: Translation<typeof es> = {
  notifications: {
    title: 'Hinweise',
    markAllRead: 'Alle als gelesen markieren',
    subtitle_one: '{{count, number}} ungelesener Hinweis.',
    subtitle_other: '{{count, number}} ungelesene Hinweise.',
    listLabel: 'Hinweise zu Zahlungen und Abonnement',
    unread: 'Ungelesen',
    emptyTitle: 'Keine Hinweise',
    empty: 'Hier sehen Sie Ihre Zahlungen und Änderungen Ihres Abonnements.',
    loadError: 'Wir konnten Ihre Hinweise nicht laden.',
    paymentSucceeded: 'Zahlung erhalten: {{plan}}, {{amount}}',
    paymentSucceededDetail: 'Ihre Belege ansehen',
    paymentFailed: 'Zahlung abgelehnt: {{plan}}, {{amount}}',
    paymentFailedRetry: 'Wir versuchen es am {{date}} erneut. Ändern Sie bei Bedarf die Karte.',
    paymentFailedFinal: 'Ändern Sie die Karte, um Ihren Tarif zu behalten.',
    subscriptionEnding: 'Ihr Abonnement endet am {{date}}',
    subscriptionEndingDetail: 'Ihr {{plan}} bleibt bis zu diesem Tag aktiv.',
    subscriptionEnded: 'Ihr Abonnement endete am {{date}}',
    subscriptionEndedDetail: 'Wählen Sie einen Tarif, um Ihre Statistiken und die Grenzen Ihres Tarifs zurückzubekommen.',
    receivedAt: 'Erhalten am {{date}}',
  },
};
