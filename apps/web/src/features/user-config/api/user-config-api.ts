import type { UpdateUserConfigBody, UserConfig } from '@rumbo/contract';
import { api } from '@/lib/api/api';

export const userConfigApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserConfig: build.query<{ success: true; data: UserConfig }, void>({
      query: () => 'user/configure',
      providesTags: ['User'],
    }),
    updateUserConfig: build.mutation<{ success: true; data: UserConfig }, UpdateUserConfigBody>({
      query: (body) => ({ url: 'user/configure', method: 'PATCH', body }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useGetUserConfigQuery, useUpdateUserConfigMutation } = userConfigApi;
