import { useTranslation } from '@/lib/i18n';
import type { Language } from '@rumbo/contract';
import { LanguagePicker } from '@/components/ui/language-picker';
import { useUpdateUserConfigMutation } from '@/features/user-config/api/user-config-api';
import { languageChosen } from '@/features/user-config/user-config-slice';
import { useAppDispatch, useAppSelector } from './hooks';

/** The UI language and the way to switch it; when logged in, the choice is kept on the server too. */
export function useLanguageChoice(): { language: Language; choose: (next: Language) => void } {
  const dispatch = useAppDispatch();
  const language = useAppSelector((state) => state.userConfig.language);
  const loggedIn = useAppSelector((state) => Boolean(state.session.accessToken));
  const [updateUserConfig] = useUpdateUserConfigMutation();
  const choose = (next: Language) => {
    dispatch(languageChosen({ language: next, beforeLogin: !loggedIn }));
    if (loggedIn) void updateUserConfig({ language: next });
  };
  return { language, choose };
}

/** Switches the UI language from the header's menu. */
export function AppLanguagePicker() {
  const { t } = useTranslation();
  const { language, choose } = useLanguageChoice();
  return <LanguagePicker value={language} onChange={choose} label={t('common.language')} names={{ es: t('languages.es'), en: t('languages.en'), de: t('languages.de') }} />;
}
