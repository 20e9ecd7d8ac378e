import type { Language } from '@rumbo/contract';

/** Every text of the landing page in one language; each language file fills all of them. */
export type LandingTexts = {
  meta: { title: string; description: string };
  header: {
    skipToContent: string;
    homeLabel: string;
    navLabel: string;
    benefits: string;
    roadmap: string;
    login: string;
    signUp: string;
    menu: string;
    languageLabel: string;
    languageNames: Record<Language, string>;
  };
  hero: { eyebrow: string; headline: string; subheadline: string; primary: string; secondary: string; note: string };
  benefits: {
    heading: string;
    intro: string;
    items: { punctuality: BenefitTexts; wellbeing: BenefitTexts; compliance: BenefitTexts };
  };
  footer: { tagline: string; legalLabel: string; terms: string; privacy: string; socialLabel: string; social: Record<'linkedin' | 'instagram' | 'youtube', string>; rights: string };
};

export type BenefitTexts = { title: string; text: string };
