import { accountDeletionRoutes as endpoints, type BodyOf, type ResponseOf } from '@rumbo/contract/routes';
import { api } from '@/lib/api/api';
import { requestTo } from '@/lib/api/endpoint-request';

export const accountDeletionApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteAccount: build.mutation<ResponseOf<typeof endpoints.deleteAccount>, BodyOf<typeof endpoints.deleteAccount>>({
      query: (body) => requestTo(endpoints.deleteAccount, { body }),
    }),
  }),
});

export const { useDeleteAccountMutation } = accountDeletionApi;
