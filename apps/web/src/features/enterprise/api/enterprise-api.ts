import { enterpriseRoutes as endpoints, type ResponseOf } from '@rumbo/contract/routes';
import { api } from '@/lib/api/api';
import { requestTo } from '@/lib/api/endpoint-request';

export const enterpriseApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEnterprises: build.query<ResponseOf<typeof endpoints.list>, void>({
      query: () => requestTo(endpoints.list),
      providesTags: ['Enterprise'],
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useGetEnterprisesQuery } = enterpriseApi;
