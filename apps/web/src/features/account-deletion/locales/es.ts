/** The texts of the account deletion feature (the `accountDeletion` namespace) in Spanish, the reference language: en.ts and de.ts have exactly these keys. */
export const es = {
  accountDeletion: {
    title: 'Eliminar cuenta',
    explanation:
      'Elimina tu empresa de Rumbo. La suscripción se cancela al momento, sin reembolso del periodo en curso; se cierran las sesiones de todas las personas de tu empresa y nadie podrá volver a iniciar sesión con sus cuentas.',
    open: 'Eliminar cuenta',
    question: '¿Seguro que quieres eliminar tu cuenta?',
    consequences: 'No se puede deshacer. Escribe tu contraseña para confirmar.',
    passwordLabel: 'Tu contraseña',
    passwordHint: 'La misma con la que inicias sesión.',
    confirm: 'Sí, eliminar la cuenta',
  },
};
