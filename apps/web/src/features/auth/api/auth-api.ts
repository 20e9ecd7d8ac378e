import type { ForgotPasswordBody, LoginBody, LoginResponse, MessageResponse, RegisterBody, ResetPasswordBody, SessionUser } from '@rumbo/contract';
import { api } from '@/lib/api/api';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginBody>({
      query: (body) => ({ url: 'auth/login', method: 'POST', body }),
      invalidatesTags: ['User', 'Enterprise', 'Employee'],
    }),
    register: build.mutation<MessageResponse, RegisterBody>({
      query: (body) => ({ url: 'auth/register', method: 'POST', body }),
    }),
    logout: build.mutation<MessageResponse, void>({
      query: () => ({ url: 'auth/logout', method: 'POST' }),
    }),
    forgotPassword: build.mutation<MessageResponse, ForgotPasswordBody>({
      query: (body) => ({ url: 'forgot-password', method: 'PATCH', body }),
    }),
    resetPassword: build.mutation<MessageResponse, ResetPasswordBody>({
      query: (body) => ({ url: 'auth/reset-password', method: 'POST', body }),
    }),
    acceptInvitation: build.mutation<MessageResponse, ResetPasswordBody>({
      query: (body) => ({ url: 'auth/accept-invitation', method: 'POST', body }),
    }),
    verifyEmail: build.mutation<MessageResponse, { token: string }>({
      query: (body) => ({ url: 'auth/verify-email', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    resendVerification: build.mutation<MessageResponse, void>({
      query: () => ({ url: 'auth/verify-email/resend', method: 'POST' }),
    }),
    getMe: build.query<{ user: SessionUser }, void>({
      query: () => 'auth/me',
      providesTags: ['User'],
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useLogoutMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useAcceptInvitationMutation,
  useVerifyEmailMutation,
  useResendVerificationMutation,
  useGetMeQuery,
} = authApi;
