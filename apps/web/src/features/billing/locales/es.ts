/** The texts of the billing feature (the `billing` namespace) in Spanish, the reference language: en.ts and de.ts have exactly these keys. */
export const es = {
  plans: {
    title: 'Planes',
    subtitle: 'Elige el plan de tu empresa. Pagas mes a mes con tarjeta y puedes cambiar o cancelar cuando quieras.',
    perMonth: 'al mes',
    taxIncluded: 'MXN, IVA incluido',
    upToPeople_one: 'Hasta {{count, number}} persona',
    upToPeople_many: 'Hasta {{count, number}} de personas',
    upToPeople_other: 'Hasta {{count, number}} personas',
    unlimitedPeople: 'Personas sin límite',
    report: {
      monthly: 'Reporte de viajes mensual',
      biweekly: 'Reporte de viajes quincenal',
      live: 'Reportes de viajes en vivo',
    },
    supportWorkingDays: 'Soporte en días hábiles',
    support24x7: 'Soporte 24/7',
    choose: 'Elegir plan',
    chooseNamed: 'Elegir {{plan}}',
    currentPlan: 'Plan Actual',
    currentBadge: 'Tu plan',
    suggested: 'Elegido al registrarte',
    loadFailed: 'No pudimos cargar los planes.',
  },
};
