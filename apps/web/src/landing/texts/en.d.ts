import type { LandingTexts } from './landing-texts';
/** The landing in English. */
export declare const en: LandingTexts;
