import { documentsRoutes as endpoints, type ResponseOf } from '@rumbo/contract/routes';
import { api } from '@/lib/api/api';
import { requestTo } from '@/lib/api/endpoint-request';

/** A file's bytes as an object URL (the caller revokes it), or the server's error body. */
async function fileResponse(response: Response): Promise<unknown> {
  if (!response.ok) return response.json().catch(() => undefined);
  return URL.createObjectURL(await response.blob());
}

function formWith(file: File): FormData {
  const form = new FormData();
  form.append('file', file);
  return form;
}

// Uploads change what GET /api/enterprise (the logo) and the profile (the tax document) answer.
export const documentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    uploadTaxDocument: build.mutation<ResponseOf<typeof endpoints.uploadTaxDocument>, { enterpriseId: string; file: File }>({
      query: ({ enterpriseId, file }) => ({ ...requestTo(endpoints.uploadTaxDocument, { params: { enterpriseId } }), body: formWith(file) }),
      invalidatesTags: ['Enterprise'],
    }),
    /** The tax document as an object URL: the request carries the session's token like any other. */
    downloadTaxDocument: build.mutation<string, string>({
      query: (enterpriseId) => ({ ...requestTo(endpoints.downloadTaxDocument, { params: { enterpriseId } }), responseHandler: fileResponse, cache: 'no-store' }),
    }),
    uploadLogo: build.mutation<ResponseOf<typeof endpoints.uploadLogo>, { enterpriseId: string; file: File }>({
      query: ({ enterpriseId, file }) => ({ ...requestTo(endpoints.uploadLogo, { params: { enterpriseId } }), body: formWith(file) }),
      invalidatesTags: ['Enterprise'],
    }),
    removeLogo: build.mutation<ResponseOf<typeof endpoints.removeLogo>, string>({
      query: (enterpriseId) => requestTo(endpoints.removeLogo, { params: { enterpriseId } }),
      invalidatesTags: ['Enterprise'],
    }),
    /** The logo at `logoUrl` (below /api, changing with each logo) as an object URL: an <img> cannot send the token. */
    getLogo: build.query<string, string>({
      query: (logoUrl) => ({ url: logoUrl.replace(/^\/api\//, ''), method: 'GET', responseHandler: fileResponse }),
      keepUnusedDataFor: 300,
      async onCacheEntryAdded(_logoUrl, { cacheDataLoaded, cacheEntryRemoved }) {
        const { data: objectUrl } = await cacheDataLoaded.catch(() => ({ data: undefined }));
        await cacheEntryRemoved;
        if (objectUrl) URL.revokeObjectURL(objectUrl);
      },
    }),
  }),
});

export const { useUploadTaxDocumentMutation, useDownloadTaxDocumentMutation, useUploadLogoMutation, useRemoveLogoMutation, useGetLogoQuery } = documentsApi;
