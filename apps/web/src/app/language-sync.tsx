import { useEffect } from 'react';
import { languageCookie } from '@rumbo/contract';
import { useUpdateUserConfigMutation } from '@/features/user-config/api/user-config-api';
import { pickedLanguageSaved } from '@/features/user-config/user-config-slice';
import i18n from '@/lib/i18n';
import { useAppDispatch, useAppSelector } from './hooks';

/**
 * Keeps the texts and <html lang> on the language of the user config, and the language cookie with
 * it, so the landing (served by the server in the cookie's language) speaks the same. A language
 * picked on a public page before login becomes the user's saved language once they log in.
 */
export function LanguageSync() {
  const dispatch = useAppDispatch();
  const language = useAppSelector((state) => state.userConfig.language);
  const pickedLanguage = useAppSelector((state) => state.userConfig.pickedLanguage);
  const loggedIn = useAppSelector((state) => Boolean(state.session.accessToken));
  const [updateUserConfig] = useUpdateUserConfigMutation();
  useEffect(() => {
    // The language's texts load first (each namespace in use); the page switches once they are there.
    document.cookie = languageCookie(language);
    void i18n.changeLanguage(language).then(() => {
      if (i18n.language === language) document.documentElement.lang = language;
    });
  }, [language]);
  useEffect(() => {
    if (!loggedIn || !pickedLanguage) return;
    void updateUserConfig({ language: pickedLanguage }).then((result) => {
      if ('data' in result) dispatch(pickedLanguageSaved());
    });
  }, [dispatch, loggedIn, pickedLanguage, updateUserConfig]);
  return null;
}
