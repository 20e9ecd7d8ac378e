/** The texts of the trip rules feature (the `tripRules` namespace) in Spanish, the reference language: en.ts and de.ts have exactly these keys. */
export const es = {
  tripRules: {
    title: 'Reglas de viaje',
    subtitle: 'Decide cómo comparten viaje las personas de tu empresa. Cada cambio se guarda al momento.',
    linkText: 'Viajes con otras empresas, conductor del mismo género y quién puede conducir.',
    rules: {
      allowInterCompanyTrips: {
        label: 'Viajes con otras empresas',
        description: 'Tus empleados pueden compartir viaje con personas de otras empresas que usan Rumbo.',
      },
      sameGenderOnRequest: {
        label: 'Conductor del mismo género, si se pide',
        description: 'Quien viaja como pasajero puede pedir que lo lleve una persona de su mismo género.',
      },
      approvedDriversOnly: {
        label: 'Solo conductores aprobados',
        description: 'Solo las personas aprobadas y activas de tu empresa pueden ofrecer viajes como conductoras.',
      },
    },
    interCompanyLimitTitle: 'Viajes entre empresas',
    interCompanyLimit: 'Los viajes entre empresas llevan como máximo {{max}} personas por vehículo, contando a quien conduce.',
    loadError: 'No pudimos cargar las reglas de viaje.',
    saveError: 'No pudimos guardar la regla; quedó como estaba.',
  },
};
