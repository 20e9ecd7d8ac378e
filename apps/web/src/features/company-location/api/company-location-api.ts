import type { UpdateCompanyLocationBody } from '@rumbo/contract';
import { companyLocationRoutes as endpoints, type ResponseOf } from '@rumbo/contract/routes';
import { api } from '@/lib/api/api';
import { requestTo } from '@/lib/api/endpoint-request';

export const companyLocationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCompanyLocation: build.query<ResponseOf<typeof endpoints.get>, void>({
      query: () => requestTo(endpoints.get),
    }),
    updateCompanyLocation: build.mutation<ResponseOf<typeof endpoints.update>, UpdateCompanyLocationBody>({
      query: (body) => requestTo(endpoints.update, { body }),
      // The answer is the saved location: it becomes what the page reads, with no second request.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(companyLocationApi.util.upsertQueryData('getCompanyLocation', undefined, { success: true, data: data.data }));
      },
    }),
  }),
});

export const { useGetCompanyLocationQuery, useUpdateCompanyLocationMutation } = companyLocationApi;
