import type { UpdateProfileBody } from '@rumbo/contract';
import { enterpriseRoutes as endpoints, type ResponseOf } from '@rumbo/contract/routes';
import { api } from '@/lib/api/api';
import { requestTo } from '@/lib/api/endpoint-request';

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<ResponseOf<typeof endpoints.profile>, void>({
      query: () => requestTo(endpoints.profile),
      providesTags: ['Enterprise'],
    }),
    // Invalidating 'Enterprise' also refreshes the company state, whose appearance themes the whole UI.
    updateProfile: build.mutation<ResponseOf<typeof endpoints.updateProfile>, UpdateProfileBody>({
      query: (body) => requestTo(endpoints.updateProfile, { body }),
      invalidatesTags: ['Enterprise'],
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(profileApi.util.upsertQueryData('getProfile', undefined, { success: true, data: data.data }));
      },
    }),
  }),
});

export const { useGetProfileQuery, useUpdateProfileMutation } = profileApi;
