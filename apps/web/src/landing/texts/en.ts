import type { LandingTexts } from './landing-texts';

/** The landing in English. */
export const en: LandingTexts = {
  meta: {
    title: 'Rumbo: carpooling and employee transport for your company',
    description:
      'Run carpooling and employee transport in one place: shared routes, trip rules and CO₂ reports for your company in Mexico.',
  },
  header: {
    skipToContent: 'Skip to content',
    homeLabel: 'Rumbo, home',
    navLabel: 'Main',
    benefits: 'Benefits',
    roadmap: 'Roadmap',
    login: 'Log in',
    signUp: 'Sign up my company',
    menu: 'Menu',
    languageLabel: 'Language',
    languageNames: { es: 'Español', en: 'English', de: 'Deutsch' },
  },
  hero: {
    eyebrow: 'Get there together',
    headline: 'The commute to work, shared and on time',
    subheadline:
      'Rumbo organises carpooling and transport for your employees: who rides with whom, when and along which route. Fewer cars in the car park, fewer late arrivals and less CO₂ to report.',
    primary: 'Sign up my company',
    secondary: 'See the benefits',
    note: 'Signing up is free of charge.',
  },
  benefits: {
    heading: 'What your company gains',
    intro: 'When your people share the ride, it shows at the gate, in team spirit and in your environmental report.',
    items: {
      punctuality: {
        title: 'Punctuality',
        text: 'Rides are planned around each shift. Your employees arrive together and on time, instead of waiting for a bus that never comes.',
      },
      wellbeing: {
        title: 'Wellbeing and retention',
        text: 'A shorter, cheaper commute in good company. It is a benefit your team uses every day, and one that counts when they decide to stay.',
      },
      compliance: {
        title: 'Environmental compliance',
        text: 'Every shared ride is recorded, so the kilometres and the CO₂ avoided are ready for your sustainability reports.',
      },
    },
  },
  footer: {
    tagline: 'Shared mobility for companies in Mexico.',
    legalLabel: 'Legal',
    terms: 'Terms and conditions',
    privacy: 'Privacy notice',
    socialLabel: 'Rumbo on social media',
    social: { linkedin: 'Rumbo on LinkedIn', instagram: 'Rumbo on Instagram', youtube: 'Rumbo on YouTube' },
    rights: 'All rights reserved.',
  },
};
