import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { authEndpoints, translateMessage, type MessageKey } from '@rumbo/contract';
import { routeEndpoint } from '../../endpoint-route.js';
import { AppError } from '../../errors.js';
import type { ServiceContext } from '../../service-context.js';
import * as auth from './auth.service.js';

const refreshCookie = 'rumbo_refresh';
const refreshCookiePath = '/api/auth';

export const authRoutes: FastifyPluginAsync<{ ctx: ServiceContext }> = async (app, { ctx }) => {
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
    reply.setCookie(refreshCookie, token, { httpOnly: true, sameSite: 'strict', secure: secureCookie, path: refreshCookiePath, expires: expiresAt });
  }

  function clearRefreshCookie(reply: FastifyReply) {
    reply.clearCookie(refreshCookie, { path: refreshCookiePath, httpOnly: true, sameSite: 'strict', secure: secureCookie });
  }

  const ok = (request: FastifyRequest, key: MessageKey) => ({ success: true as const, message: translateMessage(key, request.language) });

  routeEndpoint(app, authEndpoints.login, async (request, reply) => {
    assertSameSite(request);
    const session = await auth.login(ctx, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] });
    setRefreshCookie(reply, session.refreshToken, session.expiresAt);
    return { token: session.accessToken, user: session.user };
  });

  routeEndpoint(app, authEndpoints.refreshToken, async (request, reply) => {
    assertSameSite(request);
    try {
      const session = await auth.refreshSession(ctx, request.cookies[refreshCookie]);
      setRefreshCookie(reply, session.refreshToken, session.expiresAt);
      return { accessToken: session.accessToken };
    } catch (error) {
      clearRefreshCookie(reply);
      throw error;
    }
  });

  routeEndpoint(app, authEndpoints.logout, async (request, reply) => {
    assertSameSite(request);
    await auth.logout(ctx, request.cookies[refreshCookie]);
    clearRefreshCookie(reply);
    return ok(request, 'loggedOut');
  });

  routeEndpoint(app, authEndpoints.logoutEverywhere, async (request, reply) => {
    await auth.logoutEverywhere(ctx, request.auth);
    clearRefreshCookie(reply);
    return ok(request, 'loggedOutEverywhere');
  });

  routeEndpoint(app, authEndpoints.me, async (request) => ({ user: await auth.getSessionUser(ctx, request.auth) }));

  routeEndpoint(app, authEndpoints.verifyEmail, async (request) => {
    await auth.verifyEmail(ctx, request.body.token);
    return ok(request, 'emailVerified');
  });

  routeEndpoint(app, authEndpoints.resendVerification, async (request) => {
    await auth.resendVerification(ctx, request.auth);
    return ok(request, 'verificationSent');
  });

  routeEndpoint(app, authEndpoints.forgotPassword, async (request) => {
    await auth.requestPasswordReset(ctx, request.body.email, request.ip);
    return ok(request, 'resetLinkSent');
  });

  routeEndpoint(app, authEndpoints.acceptInvitation, async (request) => {
    await auth.acceptInvitation(ctx, request.body.token, request.body.password);
    return ok(request, 'invitationAccepted');
  });

  routeEndpoint(app, authEndpoints.resetPassword, async (request, reply) => {
    await auth.resetPassword(ctx, request.body.token, request.body.password);
    clearRefreshCookie(reply);
    return ok(request, 'passwordChanged');
  });
};
