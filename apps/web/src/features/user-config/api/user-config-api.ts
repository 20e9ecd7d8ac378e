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
      // The answer is the whole of the settings, so it replaces the cached copy instead of having it
      // asked for again: a late second answer undid what the person did meanwhile (a tour started
      // again right after one was closed ended as it began).
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => undefined);
        if (answer) dispatch(userConfigApi.util.updateQueryData('getUserConfig', undefined, () => answer.data));
      },
    }),
  }),
});

export const { useGetUserConfigQuery, useUpdateUserConfigMutation } = userConfigApi;
