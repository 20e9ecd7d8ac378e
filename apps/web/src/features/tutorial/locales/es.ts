/** The texts of the guided tour (the `tutorial` namespace) in Spanish, the reference language: en.ts and de.ts have exactly these keys. */
export const es = {
  tutorial: {
    next: 'Siguiente',
    previous: 'Anterior',
    done: 'Terminar',
    progress: '{{current}} de {{total}}',
    logoTitle: 'Este es Rumbo',
    logoText: 'El logo te regresa al inicio desde cualquier pantalla.',
    menuTitle: 'Menú principal',
    menuText: 'El botón Inicio te lleva a tu panel con las acciones rápidas.',
    paymentTitle: 'Método de pago y plan',
    paymentText: 'En Suscripciones eliges tu plan y guardas el método de pago.',
    profileTitle: 'Tu perfil',
    profileText: 'Aquí abres el perfil de la empresa, la configuración y el cierre de sesión.',
  },
};
