import type { EnterprisesResponse } from '@rumbo/contract';
import { api } from '@/lib/api/api';

export const enterpriseApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEnterprises: build.query<EnterprisesResponse, void>({
      query: () => 'enterprise',
      providesTags: ['Enterprise'],
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useGetEnterprisesQuery } = enterpriseApi;
