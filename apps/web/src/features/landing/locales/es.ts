/** The texts of the landing page (the `landing` namespace) in Spanish, the reference language: en.ts and de.ts have exactly these keys. */
export const es = {
  landing: {
    title: 'Movilidad compartida para tu empresa',
    text: 'Rumbo organiza el carpooling y el transporte de tus empleados: menos autos, más puntualidad y menos CO₂.',
    login: 'Iniciar sesión',
    signUp: 'Registrar mi empresa',
  },
};
