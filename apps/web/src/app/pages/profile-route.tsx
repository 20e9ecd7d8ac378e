import { languageOfCompany, type EnterpriseProfile, type ProfileField } from '@rumbo/contract';
import { CompanyLogo, TaxDocumentRow } from '@/features/documents';
import { useGetProfileQuery } from '@/features/profile/api/profile-api';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { useUpdateUserConfigMutation } from '@/features/user-config/api/user-config-api';
import { useAppSelector } from '../hooks';

/**
 * The profile with the documents feature's logo and tax document row. The company's language and
 * time zone are the defaults of its people: a person whose own setting is the company's follows the
 * company (their setting moves with it, so the change shows at once); someone who chose another
 * language or zone keeps theirs.
 */
export function ProfileRoute() {
  const userConfig = useAppSelector((state) => state.userConfig);
  const [updateUserConfig] = useUpdateUserConfigMutation();
  const followCompany = (field: ProfileField, previous: EnterpriseProfile, next: EnterpriseProfile) => {
    if (field === 'language' && userConfig.language === languageOfCompany[previous.language]) {
      void updateUserConfig({ language: languageOfCompany[next.language] });
    }
    if (field === 'timeZone' && userConfig.timeZoneName === previous.timeZoneName) {
      void updateUserConfig({ timeZone: next.timeZoneName });
    }
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
