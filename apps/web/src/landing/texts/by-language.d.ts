import type { Language } from '@rumbo/contract';
import type { LandingTexts } from './landing-texts';
export declare const landingTexts: Record<Language, LandingTexts>;
