import { withTextPlaceholders, type TextLoaders } from './texts';

/**
 * The namespaces the riders' app shows, apart from the portal's: its entry starts the texts with
 * these alone, so its first load does not carry the name of every text file of the portal.
 */
export const ridersTextLoaders = {
  common: {
    es: () => import('@/lib/i18n/locales/es').then((module) => module.es),
    en: () => import('@/lib/i18n/locales/en').then((module) => module.en),
    de: () => import('@/lib/i18n/locales/de').then((module) => module.de),
  },
  messages: {
    es: () => import('@rumbo/contract/messages/es').then((module) => withTextPlaceholders(module.es)),
    en: () => import('@rumbo/contract/messages/en').then((module) => withTextPlaceholders(module.en)),
    de: () => import('@rumbo/contract/messages/de').then((module) => withTextPlaceholders(module.de)),
  },
  notifications: {
    es: () => import('@/features/notifications/locales/es').then((module) => module.es),
    en: () => import('@/features/notifications/locales/en').then((module) => module.en),
    de: () => import('@/features/notifications/locales/de').then((module) => module.de),
  },
  riders: {
    es: () => import('@/features/riders/locales/es').then((module) => module.es),
    en: () => import('@/features/riders/locales/en').then((module) => module.en),
    de: () => import('@/features/riders/locales/de').then((module) => module.de),
  },
} satisfies TextLoaders;
