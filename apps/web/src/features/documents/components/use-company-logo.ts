import { useGetLogoQuery } from '../api/documents-api';

/** The company's logo as a URL an <img> can show (fetched with the session's token), or undefined without one. */
export function useCompanyLogoSource(logoUrl: string | null | undefined): string | undefined {
  // Only the picture: its request's other states re-render nothing (the shell's header uses it).
  const { data } = useGetLogoQuery(logoUrl ?? '', { skip: !logoUrl, selectFromResult: ({ data }) => ({ data }) });
  return logoUrl ? data : undefined;
}
