import { useTranslation } from 'react-i18next';
import type { Language } from '@rumbo/contract';
import { LanguagePicker } from '@/components/ui/language-picker';
import { useUpdateUserConfigMutation } from '@/features/user-config/api/user-config-api';
import { languageChosen } from '@/features/user-config/user-config-slice';
import { useAppDispatch, useAppSelector } from './hooks';

/** Switches the UI language; when logged in, the choice is kept on the server too. */
export function AppLanguagePicker() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector((state) => state.userConfig.language);
  const loggedIn = useAppSelector((state) => Boolean(state.session.accessToken));
  const [updateUserConfig] = useUpdateUserConfigMutation();
  const change = (next: Language) => {
    dispatch(languageChosen({ language: next, beforeLogin: !loggedIn }));
    if (loggedIn) void updateUserConfig({ language: next });
  };
  return <LanguagePicker value={language} onChange={change} label={t('common.language')} names={{ es: t('languages.es'), en: t('languages.en'), de: t('languages.de') }} />;
}
