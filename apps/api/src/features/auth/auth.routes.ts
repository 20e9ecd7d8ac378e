import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  loginResponseSchema,
  meResponseSchema,
  messageResponseSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  tokenResponseSchema,
  translateMessage,
  verifyEmailBodySchema,
  type MessageKey,
} from '@rumbo/contract';
import { AppError } from '../../errors.js';
import type { ServiceContext } from '../../service-context.js';
import * as auth from './auth.service.js';

const refreshCookie = 'rumbo_refresh';
const refreshCookiePath = '/api/auth';

export const authRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const secureCookie = ctx.config.publicUrl.startsWith('https://');
  const publicOrigin = new URL(ctx.config.publicUrl).origin;

  /** Routes that act on the cookie refuse requests that another site made the browser send. */
  function assertSameSite(request: FastifyRequest) {
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') throw new AppError(403, 'crossSiteRefused');
    const origin = request.headers.origin;
    if (origin && origin !== publicOrigin && origin !== `${request.protocol}://${request.host}`) {
      throw new AppError(403, 'crossSiteRefused');
    }
  }

  function setRefreshCookie(reply: FastifyReply, token: string, expiresAt: Date) {
    reply.setCookie(refreshCookie, token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: secureCookie,
      path: refreshCookiePath,
      expires: expiresAt,
    });
  }

  function clearRefreshCookie(reply: FastifyReply) {
    reply.clearCookie(refreshCookie, { path: refreshCookiePath, httpOnly: true, sameSite: 'strict', secure: secureCookie });
  }

  const ok = (request: FastifyRequest, key: MessageKey) => ({
    success: true as const,
    message: translateMessage(key, request.language),
  });

  app.post(
    '/api/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Signs up a company and its representative as first administrator',
        body: registerBodySchema,
        response: { 201: messageResponseSchema, 400: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      await auth.registerCompany(ctx, request.body, request.language);
      return reply.code(201).send(ok(request, 'accountCreated'));
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Logs in with email or phone and password; sets the refresh cookie',
        body: loginBodySchema,
        response: {
          200: loginResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      assertSameSite(request);
      const session = await auth.login(ctx, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] });
      setRefreshCookie(reply, session.refreshToken, session.expiresAt);
      return { token: session.accessToken, user: session.user };
    },
  );

  app.post(
    '/api/auth/token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Trades the refresh cookie for a new access token, rotating the cookie',
        response: { 200: tokenResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      assertSameSite(request);
      try {
        const session = await auth.refreshSession(ctx, request.cookies[refreshCookie]);
        setRefreshCookie(reply, session.refreshToken, session.expiresAt);
        return { accessToken: session.accessToken };
      } catch (error) {
        clearRefreshCookie(reply);
        throw error;
      }
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Ends the current session',
        response: { 200: messageResponseSchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      assertSameSite(request);
      await auth.logout(ctx.db, request.cookies[refreshCookie]);
      clearRefreshCookie(reply);
      return ok(request, 'loggedOut');
    },
  );

  app.post(
    '/api/auth/logout-all',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['auth'],
        summary: 'Ends every session of the caller, on every device',
        security: [{ bearer: [] }],
        response: { 200: messageResponseSchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      await auth.logoutEverywhere(ctx.db, request.auth);
      clearRefreshCookie(reply);
      return ok(request, 'loggedOutEverywhere');
    },
  );

  app.get(
    '/api/auth/me',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['auth'],
        summary: 'The logged-in user',
        security: [{ bearer: [] }],
        response: { 200: meResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ user: await auth.getSessionUser(ctx.db, request.auth) }),
  );

  app.post(
    '/api/auth/verify-email',
    {
      schema: {
        tags: ['auth'],
        summary: 'Confirms an email address with the mailed link',
        body: verifyEmailBodySchema,
        response: { 200: messageResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      await auth.verifyEmail(ctx.db, request.body.token);
      return ok(request, 'emailVerified');
    },
  );

  app.post(
    '/api/auth/verify-email/resend',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['auth'],
        summary: 'Mails a new verification link',
        security: [{ bearer: [] }],
        response: { 200: messageResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      await auth.resendVerification(ctx, request.auth);
      return ok(request, 'verificationSent');
    },
  );

  app.patch(
    '/api/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mails a password reset link; answers the same whether the account exists or not',
        body: forgotPasswordBodySchema,
        response: { 200: messageResponseSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      await auth.requestPasswordReset(ctx, request.body.email, request.ip);
      return ok(request, 'resetLinkSent');
    },
  );

  app.post(
    '/api/auth/accept-invitation',
    {
      schema: {
        tags: ['auth'],
        summary: 'An invited employee chooses a password with the mailed link',
        body: resetPasswordBodySchema,
        response: { 200: messageResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      await auth.acceptInvitation(ctx, request.body.token, request.body.password);
      return ok(request, 'invitationAccepted');
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sets a new password with the mailed link and ends every session',
        body: resetPasswordBodySchema,
        response: { 200: messageResponseSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      await auth.resetPassword(ctx, request.body.token, request.body.password);
      clearRefreshCookie(reply);
      return ok(request, 'passwordChanged');
    },
  );
};
