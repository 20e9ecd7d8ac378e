import type { Language } from '@rumbo/contract';
import type { Texts } from '@/lib/i18n';
import type { Namespace } from './resources';
import { ridersTextLoaders } from './riders-text-loaders';

/** Every namespace's texts, per language: the portal's, with the riders' app's among them. */
export const textLoaders = {
  ...ridersTextLoaders,
  accountDeletion: {
    es: () => import('@/features/account-deletion/locales/es').then((module) => module.es),
    en: () => import('@/features/account-deletion/locales/en').then((module) => module.en),
    de: () => import('@/features/account-deletion/locales/de').then((module) => module.de),
  },
  accountSecurity: {
    es: () => import('@/features/account-security/locales/es').then((module) => module.es),
    en: () => import('@/features/account-security/locales/en').then((module) => module.en),
    de: () => import('@/features/account-security/locales/de').then((module) => module.de),
  },
  auth: {
    es: () => import('@/features/auth/locales/es').then((module) => module.es),
    en: () => import('@/features/auth/locales/en').then((module) => module.en),
    de: () => import('@/features/auth/locales/de').then((module) => module.de),
  },
  billing: {
    es: () => import('@/features/billing/locales/es').then((module) => module.es),
    en: () => import('@/features/billing/locales/en').then((module) => module.en),
    de: () => import('@/features/billing/locales/de').then((module) => module.de),
  },
  companyLocation: {
    es: () => import('@/features/company-location/locales/es').then((module) => module.es),
    en: () => import('@/features/company-location/locales/en').then((module) => module.en),
    de: () => import('@/features/company-location/locales/de').then((module) => module.de),
  },
  documents: {
    es: () => import('@/features/documents/locales/es').then((module) => module.es),
    en: () => import('@/features/documents/locales/en').then((module) => module.en),
    de: () => import('@/features/documents/locales/de').then((module) => module.de),
  },
  employees: {
    es: () => import('@/features/employees/locales/es').then((module) => module.es),
    en: () => import('@/features/employees/locales/en').then((module) => module.en),
    de: () => import('@/features/employees/locales/de').then((module) => module.de),
  },
  home: {
    es: () => import('@/features/home/locales/es').then((module) => module.es),
    en: () => import('@/features/home/locales/en').then((module) => module.en),
    de: () => import('@/features/home/locales/de').then((module) => module.de),
  },
  legal: {
    es: () => import('@/features/legal/locales/es').then((module) => module.es),
    en: () => import('@/features/legal/locales/en').then((module) => module.en),
    de: () => import('@/features/legal/locales/de').then((module) => module.de),
  },
  profile: {
    es: () => import('@/features/profile/locales/es').then((module) => module.es),
    en: () => import('@/features/profile/locales/en').then((module) => module.en),
    de: () => import('@/features/profile/locales/de').then((module) => module.de),
  },
  reports: {
    es: () => import('@/features/reports/locales/es').then((module) => module.es),
    en: () => import('@/features/reports/locales/en').then((module) => module.en),
    de: () => import('@/features/reports/locales/de').then((module) => module.de),
  },
  tripRules: {
    es: () => import('@/features/trip-rules/locales/es').then((module) => module.es),
    en: () => import('@/features/trip-rules/locales/en').then((module) => module.en),
    de: () => import('@/features/trip-rules/locales/de').then((module) => module.de),
  },
  trips: {
    es: () => import('@/features/trips/locales/es').then((module) => module.es),
    en: () => import('@/features/trips/locales/en').then((module) => module.en),
    de: () => import('@/features/trips/locales/de').then((module) => module.de),
  },
  tutorial: {
    es: () => import('@/features/tutorial/locales/es').then((module) => module.es),
    en: () => import('@/features/tutorial/locales/en').then((module) => module.en),
    de: () => import('@/features/tutorial/locales/de').then((module) => module.de),
  },
} satisfies Record<Namespace, Record<Language, () => Promise<Texts>>>;

export const namespaces = Object.keys(textLoaders) as Namespace[];

/** One namespace's texts in `language`, from every namespace's: for what renders pages ahead, and tests. */
export function loadTexts(language: Language, namespace: string): Promise<Texts> {
  if (!Object.hasOwn(textLoaders, namespace)) return Promise.reject(new Error(`No texts for the namespace ${namespace}`));
  return textLoaders[namespace as Namespace][language]();
}
