import type { Language } from '@rumbo/contract';
import i18n, { startI18n, type Texts } from '@/lib/i18n';
import type { Namespace } from './resources';

/** The contract writes placeholders {name}; the web's texts read {{name}}. */
export function withTextPlaceholders(texts: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, text.replace(/\{(\w+)\}/g, '{{$1}}')]));
}

/**
 * Where each namespace's texts are, per language. Every import() is its own chunk, so a page fetches
 * only the namespaces it shows, in the language it shows them in.
 */
const loaders = {
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
  notifications: {
    es: () => import('@/features/notifications/locales/es').then((module) => module.es),
    en: () => import('@/features/notifications/locales/en').then((module) => module.en),
    de: () => import('@/features/notifications/locales/de').then((module) => module.de),
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
  riders: {
    es: () => import('@/features/riders/locales/es').then((module) => module.es),
    en: () => import('@/features/riders/locales/en').then((module) => module.en),
    de: () => import('@/features/riders/locales/de').then((module) => module.de),
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

export const namespaces = Object.keys(loaders) as Namespace[];

function isNamespace(name: string): name is Namespace {
  return Object.hasOwn(loaders, name);
}

export function loadTexts(language: Language, namespace: string): Promise<Texts> {
  if (!isNamespace(namespace)) return Promise.reject(new Error(`No texts for the namespace ${namespace}`));
  return loaders[namespace][language]();
}

/** What every page shows: the shared texts. */
const everyPage: Namespace[] = ['common'];

/**
 * The contract's messages (form validation, errors, a plan's name): most pages show some, so a route
 * gets them unless it names its namespaces with `onlyTextsFor`, as the first private pages do (their
 * first screen holds no form: 5 KiB less before their heading). A component that shows them names
 * the namespace (`useTranslation([..., 'messages'])`), so it waits for them wherever it renders.
 */
const messages: Namespace = 'messages';

let markStarted: () => void = () => {};
/** Settles once the texts have started: a route loader may start before that, beside the shared texts. */
const started = new Promise<void>((resolve) => {
  markStarted = resolve;
});

/** The language the app starts in, known before the texts start. */
let startLanguage: Language | undefined;

/** Starts the texts in `language`; resolves once every page's namespaces are there. */
export async function startTexts(language: Language): Promise<void> {
  startLanguage = language;
  await startI18n({ language, namespaces: everyPage, load: loadTexts });
  markStarted();
}

/** A route loader: the route renders once its namespaces and the contract's messages are loaded in the current language. */
export function textsFor(...routeNamespaces: Namespace[]) {
  return onlyTextsFor(...routeNamespaces, messages);
}

/** A route loader for these namespaces alone (beside the shared texts), without the contract's messages. */
export function onlyTextsFor(...routeNamespaces: Namespace[]) {
  return async () => {
    // The first route's texts are fetched beside the shared ones, not after them: the texts, once
    // started, find their modules already here.
    const language = i18n.started ? i18n.language : startLanguage;
    if (language) for (const namespace of routeNamespaces) void loaders[namespace][language]().catch(() => undefined);
    await started;
    await i18n.loadNamespaces(routeNamespaces);
    return null;
  };
}
