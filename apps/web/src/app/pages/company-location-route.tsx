import { formatAddress } from '@rumbo/contract';
import { CompanyLocationPage } from '@/features/company-location/components/company-location-page';
import { useGetProfileQuery } from '@/features/profile/api/profile-api';

/**
 * The company location, offering the profile's address while none is saved. A profile that cannot
 * be read only means no offer: the location's own form still works.
 */
export function CompanyLocationRoute() {
  const profile = useGetProfileQuery();
  const contact = profile.data?.data.contact;
  return <CompanyLocationPage suggestedAddress={contact ? formatAddress(contact) : ''} suggestionLoading={profile.isLoading} />;
}
