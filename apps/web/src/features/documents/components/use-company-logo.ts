import { useGetLogoQuery } from '../api/documents-api';

/** The company's logo as a URL an <img> can show (fetched with the session's token), or undefined without one. */
export function useCompanyLogoSource(logoUrl: string | null | undefined): string | undefined {
  const { data } = useGetLogoQuery(logoUrl ?? '', { skip: !logoUrl });
  return logoUrl ? data : undefined;
}
