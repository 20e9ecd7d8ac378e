import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@rumbo/contract';
import type { Namespace } from '@/app/i18n/resources';
import { loadTexts } from '@/app/i18n/texts';

/** An i18next of its own holding `namespaces` in `language`, as a page rendered ahead shows them. */
export async function textsOf(language: Language, namespaces: readonly Namespace[]): Promise<I18n> {
  const i18n = createInstance();
  const resources = Object.fromEntries(await Promise.all(namespaces.map(async (namespace) => [namespace, await loadTexts(language, namespace)])));
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { [language]: resources },
    ns: [...namespaces],
    defaultNS: 'common',
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
  return i18n;
}
