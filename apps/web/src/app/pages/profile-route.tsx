import { languageOfCompany, type EnterpriseProfile, type ProfileField } from '@rumbo/contract';
import { CompanyLogo, TaxDocumentRow } from '@/features/documents';
import { useGetProfileQuery } from '@/features/profile/api/profile-api';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { useUpdateUserConfigMutation } from '@/features/user-config/api/user-config-api';
import { api } from '@/lib/api/api';
import { useAppDispatch, useAppSelector } from '../hooks';

/**
 * The profile with the documents feature's logo and tax document row. The company's language and
 * time zone are the defaults of its people. A person whose language is the company's follows it (their
 * setting moves with it, so the change, and its confirmation, show at once in the new one); someone
 * who chose another keeps theirs. A zone is the company's until the person chooses one (the service
 * answers it so), so the settings are read again rather than the company's new zone saved as a choice.
 */
export function ProfileRoute() {
  const dispatch = useAppDispatch();
  const userConfig = useAppSelector((state) => state.userConfig);
  const [updateUserConfig] = useUpdateUserConfigMutation();
  const followCompany = (field: ProfileField, previous: EnterpriseProfile, next: EnterpriseProfile) => {
    if (field === 'language' && userConfig.language === languageOfCompany[previous.language]) {
      void updateUserConfig({ language: languageOfCompany[next.language] });
    }
    if (field === 'timeZone') dispatch(api.util.invalidateTags(['User']));
  };
  const profile = useGetProfileQuery().data?.data;
  const enterprise = useAppSelector((state) => state.enterprise.current);
  return (
    <ProfilePage
      logo={enterprise && <CompanyLogo enterpriseId={enterprise.id} companyName={enterprise.name} logoUrl={enterprise.logoUrl} />}
      taxDocumentRow={profile && <TaxDocumentRow enterpriseId={profile.id} taxId={profile.billing.taxId} />}
      onSaved={followCompany}
    />
  );
}
