import type { LandingTexts } from './landing-texts';
/** The landing in Spanish (Mexico), the reference language; the visitor is addressed as tú. */
export declare const es: LandingTexts;
