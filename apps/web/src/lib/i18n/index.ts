import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languages, messages, type Language } from '@rumbo/contract';
import { es } from './locales/es';
import { en } from './locales/en';
import { de } from './locales/de';
import { formatNumber } from '@/lib/format';

/** The contract's validation and API messages, under `messages.<key>`, with {x} as i18next's {{x}}. */
function contractMessages(language: Language): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).map(([key, texts]) => [key, texts[language].replace(/\{(\w+)\}/g, '{{$1}}')]));
}

void i18n.use(initReactI18next).init({
  resources: {
    es: { translation: { ...es, messages: contractMessages('es') } },
    en: { translation: { ...en, messages: contractMessages('en') } },
    de: { translation: { ...de, messages: contractMessages('de') } },
  },
  lng: 'es',
  fallbackLng: 'es',
  supportedLngs: [...languages],
  interpolation: { escapeValue: false },
  returnNull: false,
});

// `{{count, number}}` groups digits as the language's country does, not as bare `es` would.
i18n.services.formatter?.add('number', (value: number, language?: string) => formatNumber(value, language ?? 'es'));

export default i18n;
