import type { LandingTexts } from './landing-texts';

/** The landing in Spanish (Mexico), the reference language; the visitor is addressed as tú. */
export const es: LandingTexts = {
  meta: {
    title: 'Rumbo: carpooling y transporte de empleados para tu empresa',
    description:
      'Organiza el carpooling y el transporte de tu plantilla en un solo lugar: rutas compartidas, reglas de viaje y reportes de CO₂ para tu empresa en México.',
  },
  header: {
    skipToContent: 'Saltar al contenido',
    homeLabel: 'Rumbo, inicio',
    navLabel: 'Principal',
    benefits: 'Beneficios',
    roadmap: 'Hoja de ruta',
    login: 'Iniciar sesión',
    signUp: 'Registrar mi empresa',
    menu: 'Menú',
    languageLabel: 'Idioma',
    languageNames: { es: 'Español', en: 'English', de: 'Deutsch' },
  },
  hero: {
    eyebrow: 'Llega juntos, llega mejor',
    headline: 'El camino al trabajo, compartido y a tiempo',
    subheadline:
      'Rumbo organiza el carpooling y el transporte de tus empleados: quién viaja con quién, a qué hora y por qué ruta. Menos autos en el estacionamiento, menos retrasos y menos CO₂ que reportar.',
    primary: 'Registrar mi empresa',
    secondary: 'Ver beneficios',
    note: 'Registrarte no genera ningún cargo.',
  },
  benefits: {
    heading: 'Lo que gana tu empresa',
    intro: 'Cuando tu gente comparte el trayecto, se nota en la entrada, en el ánimo del equipo y en tu reporte ambiental.',
    items: {
      punctuality: {
        title: 'Puntualidad',
        text: 'Los viajes se coordinan con los horarios de cada turno. Tus empleados llegan juntos y a tiempo, sin depender de un camión que no pasa.',
      },
      wellbeing: {
        title: 'Bienestar y retención',
        text: 'Un trayecto más corto, más barato y en compañía. Es una prestación que tu equipo usa todos los días y que pesa al decidir quedarse.',
      },
      compliance: {
        title: 'Cumplimiento ambiental',
        text: 'Cada viaje compartido queda registrado. Tienes los kilómetros y el CO₂ evitado listos para tus reportes de sustentabilidad.',
      },
    },
  },
  footer: {
    tagline: 'Movilidad compartida para empresas en México.',
    legalLabel: 'Legal',
    terms: 'Términos y condiciones',
    privacy: 'Aviso de privacidad',
    socialLabel: 'Rumbo en redes sociales',
    social: { linkedin: 'Rumbo en LinkedIn', instagram: 'Rumbo en Instagram', youtube: 'Rumbo en YouTube' },
    rights: 'Todos los derechos reservados.',
  },
};
