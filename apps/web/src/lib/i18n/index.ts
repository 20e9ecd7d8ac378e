import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languages, type Language } from '@rumbo/contract';
import { formatNumber } from '@rumbo/contract';

/** The namespace of the texts lib/, components/ui and the app shell share (./locales). */
export const commonNamespace = 'common';

/** Fetches one namespace of one language: a dynamic import(), so the page loads only what it shows. */
export type LoadTexts = (language: Language, namespace: string) => Promise<ResourceKey>;

/** An i18next backend that asks `load` for each namespace of each language it needs. */
function textsBackend(load: LoadTexts): BackendModule {
  return {
    type: 'backend',
    init: () => {},
    read: (language, namespace, done) => {
      load(language as Language, namespace).then(
        (texts) => done(null, texts),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), false),
      );
    },
  };
}

/**
 * Starts i18next in `language`; resolves once `namespaces` of that language are loaded. Any other
 * namespace loads when a component first asks for it (react-i18next suspends until then), and another
 * language loads, with every namespace in use, when it is chosen, before the UI switches to it.
 */
export async function startI18n({ language, namespaces, load }: { language: Language; namespaces: readonly string[]; load: LoadTexts }) {
  await i18n
    .use(textsBackend(load))
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: [...languages],
      // Every language has every key (the locale tests hold it), so none borrows another's texts,
      // and a page never fetches a second language.
      fallbackLng: false,
      load: 'currentOnly',
      ns: [...namespaces],
      defaultNS: commonNamespace,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  // `{{count, number}}` groups digits as the language's country does, not as bare `es` would.
  i18n.services.formatter?.add('number', (value: number, lng?: string) => formatNumber(value, lng ?? 'es'));
}

export default i18n;
