import { accountSecurityRoutes as endpoints, authRoutes, type BodyOf, type ResponseOf } from '@rumbo/contract/routes';
import { api } from '@/lib/api/api';
import { requestTo } from '@/lib/api/endpoint-request';

// Turning two-step verification on or off refreshes its status; ending sessions or changing the
// password (which ends the others) refreshes the list of sessions.
const accountSecurityTags = ['TwoStepStatus', 'Sessions'] as const;

export const accountSecurityApi = api.enhanceEndpoints({ addTagTypes: accountSecurityTags }).injectEndpoints({
  endpoints: (build) => ({
    getTwoStepStatus: build.query<ResponseOf<typeof endpoints.twoStepStatus>, void>({
      query: () => requestTo(endpoints.twoStepStatus),
      providesTags: ['TwoStepStatus'],
    }),
    startTwoStepSetup: build.mutation<ResponseOf<typeof endpoints.startTwoStepSetup>, BodyOf<typeof endpoints.startTwoStepSetup>>({
      query: (body) => requestTo(endpoints.startTwoStepSetup, { body }),
    }),
    enableTwoStep: build.mutation<ResponseOf<typeof endpoints.enableTwoStep>, BodyOf<typeof endpoints.enableTwoStep>>({
      query: (body) => requestTo(endpoints.enableTwoStep, { body }),
      invalidatesTags: ['TwoStepStatus'],
    }),
    disableTwoStep: build.mutation<ResponseOf<typeof endpoints.disableTwoStep>, BodyOf<typeof endpoints.disableTwoStep>>({
      query: (body) => requestTo(endpoints.disableTwoStep, { body }),
      invalidatesTags: ['TwoStepStatus'],
    }),
    changePassword: build.mutation<ResponseOf<typeof endpoints.changePassword>, BodyOf<typeof endpoints.changePassword>>({
      query: (body) => requestTo(endpoints.changePassword, { body }),
      invalidatesTags: ['Sessions'],
    }),
    listSessions: build.query<ResponseOf<typeof endpoints.listSessions>, void>({
      query: () => requestTo(endpoints.listSessions),
      providesTags: ['Sessions'],
    }),
    endSession: build.mutation<ResponseOf<typeof endpoints.endSession>, string>({
      query: (sessionId) => requestTo(endpoints.endSession, { params: { sessionId } }),
      invalidatesTags: ['Sessions'],
    }),
    // Ends this session too: the caller forgets it and goes to the login page.
    logoutEverywhere: build.mutation<ResponseOf<typeof authRoutes.logoutEverywhere>, void>({
      query: () => requestTo(authRoutes.logoutEverywhere),
    }),
  }),
});

export const {
  useGetTwoStepStatusQuery,
  useStartTwoStepSetupMutation,
  useEnableTwoStepMutation,
  useDisableTwoStepMutation,
  useChangePasswordMutation,
  useListSessionsQuery,
  useEndSessionMutation,
  useLogoutEverywhereMutation,
} = accountSecurityApi;
