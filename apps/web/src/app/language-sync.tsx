import { useEffect } from 'react';
import i18n from '@/lib/i18n';
import { useAppSelector } from './hooks';

/** Keeps i18next and <html lang> on the language of the user config. */
export function LanguageSync() {
  const language = useAppSelector((state) => state.userConfig.language);
  useEffect(() => {
    void i18n.changeLanguage(language);
    document.documentElement.lang = language;
  }, [language]);
  return null;
}
