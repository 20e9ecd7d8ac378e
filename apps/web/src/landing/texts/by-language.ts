import type { Language } from '@rumbo/contract';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import type { LandingTexts } from './landing-texts';

export const landingTexts: Record<Language, LandingTexts> = { es, en, de };
