/** The texts of the notifications feature (the `notifications` namespace) in Spanish, the reference language: en.ts and de.ts have exactly these keys. */
export const es = {
  notifications: {
    title: 'Avisos',
    subtitle_one: '{{count, number}} aviso sin leer.',
    subtitle_many: '{{count, number}} de avisos sin leer.',
    subtitle_other: '{{count, number}} avisos sin leer.',
    listLabel: 'Avisos de pagos y suscripción',
    unread: 'Sin leer',
    emptyTitle: 'No tienes avisos',
    empty: 'Aquí verás tus pagos y los cambios de tu suscripción.',
    loadError: 'No pudimos cargar tus avisos.',
    paymentSucceeded: 'Pago recibido: {{plan}}, {{amount}}',
    paymentSucceededDetail: 'Ver tus recibos',
    paymentFailed: 'Pago rechazado: {{plan}}, {{amount}}',
    paymentFailedRetry: 'Lo intentaremos de nuevo el {{date}}. Cambia de tarjeta si lo necesitas.',
    paymentFailedFinal: 'Cambia de tarjeta para conservar tu plan.',
    subscriptionEnding: 'Tu suscripción termina el {{date}}',
    subscriptionEndingDetail: 'Tu {{plan}} sigue activo hasta ese día.',
    subscriptionEnded: 'Tu suscripción terminó el {{date}}',
    subscriptionEndedDetail: 'Elige un plan para recuperar las estadísticas y los límites de tu plan.',
    receivedAt: 'Recibido el {{date}}',
  },
};
