import { userConfigRoutes as endpoints, type BodyOf, type ResponseOf } from '@rumbo/contract/routes';
import { api } from '@/lib/api/api';
import { requestTo } from '@/lib/api/endpoint-request';

export const userConfigApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserConfig: build.query<ResponseOf<typeof endpoints.get>, void>({
      query: () => requestTo(endpoints.get),
      providesTags: ['User'],
    }),
    updateUserConfig: build.mutation<ResponseOf<typeof endpoints.update>, BodyOf<typeof endpoints.update>>({
      query: (body) => requestTo(endpoints.update, { body }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useGetUserConfigQuery, useUpdateUserConfigMutation } = userConfigApi;
