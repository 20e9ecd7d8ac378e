import { authRoutes as endpoints, onboardingRoutes, type BodyOf, type ResponseOf } from '@rumbo/contract/routes';
import { api } from '@/lib/api/api';
import { requestTo } from '@/lib/api/endpoint-request';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<ResponseOf<typeof endpoints.login>, BodyOf<typeof endpoints.login>>({
      query: (body) => requestTo(endpoints.login, { body }),
      invalidatesTags: ['User', 'Enterprise', 'Employee'],
    }),
    // The second step opens the session exactly as a login without it does.
    loginTwoStep: build.mutation<ResponseOf<typeof endpoints.loginTwoStep>, BodyOf<typeof endpoints.loginTwoStep>>({
      query: (body) => requestTo(endpoints.loginTwoStep, { body }),
      invalidatesTags: ['User', 'Enterprise', 'Employee'],
    }),
    register: build.mutation<ResponseOf<typeof onboardingRoutes.register>, BodyOf<typeof onboardingRoutes.register>>({
      query: (body) => requestTo(onboardingRoutes.register, { body }),
    }),
    logout: build.mutation<ResponseOf<typeof endpoints.logout>, void>({
      query: () => requestTo(endpoints.logout),
    }),
    forgotPassword: build.mutation<ResponseOf<typeof endpoints.forgotPassword>, BodyOf<typeof endpoints.forgotPassword>>({
      query: (body) => requestTo(endpoints.forgotPassword, { body }),
    }),
    resetPassword: build.mutation<ResponseOf<typeof endpoints.resetPassword>, BodyOf<typeof endpoints.resetPassword>>({
      query: (body) => requestTo(endpoints.resetPassword, { body }),
    }),
    acceptInvitation: build.mutation<ResponseOf<typeof endpoints.acceptInvitation>, BodyOf<typeof endpoints.acceptInvitation>>({
      query: (body) => requestTo(endpoints.acceptInvitation, { body }),
    }),
    verifyEmail: build.mutation<ResponseOf<typeof endpoints.verifyEmail>, BodyOf<typeof endpoints.verifyEmail>>({
      query: (body) => requestTo(endpoints.verifyEmail, { body }),
      invalidatesTags: ['User'],
    }),
    resendVerification: build.mutation<ResponseOf<typeof endpoints.resendVerification>, void>({
      query: () => requestTo(endpoints.resendVerification),
    }),
    getMe: build.query<ResponseOf<typeof endpoints.me>, void>({
      query: () => requestTo(endpoints.me),
      providesTags: ['User'],
    }),
  }),
});

export const {
  useLoginMutation,
  useLoginTwoStepMutation,
  useRegisterMutation,
  useLogoutMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useAcceptInvitationMutation,
  useVerifyEmailMutation,
  useResendVerificationMutation,
  useGetMeQuery,
} = authApi;
