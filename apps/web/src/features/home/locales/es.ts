/** The texts of the home feature (the `home` namespace) in Spanish, the reference language: en.ts and de.ts have exactly these keys. */
export const es = {
  home: {
    welcome: 'Hola, {{name}}',
    welcomeFallback: 'Te damos la bienvenida',
    intro: 'Desde aquí organizas a tu gente, tus reglas de viaje y tu plan.',
    startTutorial: 'Iniciar tutorial',
    quickActions: 'Acciones rápidas',
    actionProfile: 'Perfil de la empresa',
    actionProfileText: 'Nombre, dirección, idioma y apariencia',
    actionEmployees: 'Registrar empleado',
    actionEmployeesText: 'Suma a tu equipo a los viajes compartidos',
    actionSettings: 'Configuración',
    actionSettingsText: 'Reglas de viaje y opciones de la cuenta',
    statistics: 'Estadísticas',
    statisticsEmpty: 'Aquí verás viajes, kilómetros compartidos y CO₂ evitado.',
    statisticsOpen: 'Ver estadísticas',
    subscriptionNeededTitle: 'Necesitas una suscripción',
    subscriptionNeededText: 'Las estadísticas están disponibles con un plan activo. Elige el plan que mejor le quede a tu empresa.',
    viewPlans: 'Ver planes',
  },
};
