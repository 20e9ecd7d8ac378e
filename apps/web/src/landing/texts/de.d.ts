import type { LandingTexts } from './landing-texts';
/** The landing in German; the visitor is addressed as Sie. */
export declare const de: LandingTexts;
