import type { ReactNode } from 'react';
import type { EnterpriseProfile, Language, ProfileField } from '@rumbo/contract';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { useUpdateUserConfigMutation } from '@/features/user-config/api/user-config-api';
import { useAppSelector } from '../hooks';

const languageCodeOf: Record<EnterpriseProfile['language'], Language> = { spanish: 'es', english: 'en', deutsch: 'de' };

/**
 * The company's language and time zone are the defaults of its people (decisions.md 5). A person whose
 * own setting is the company's follows the company: their setting moves with it, so the change shows
 * at once; someone who chose another language or zone keeps theirs.
 */
export function ProfileRoute({ taxDocumentRow }: { taxDocumentRow?: ReactNode }) {
  const userConfig = useAppSelector((state) => state.userConfig);
  const [updateUserConfig] = useUpdateUserConfigMutation();
  const followCompany = (field: ProfileField, previous: EnterpriseProfile, next: EnterpriseProfile) => {
    if (field === 'language' && userConfig.language === languageCodeOf[previous.language]) {
      void updateUserConfig({ language: languageCodeOf[next.language] });
    }
    if (field === 'timeZone' && userConfig.timeZoneName === previous.timeZoneName) {
      void updateUserConfig({ timeZone: next.timeZoneName });
    }
  };
  return <ProfilePage taxDocumentRow={taxDocumentRow} onSaved={followCompany} />;
}
