import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { accountSecurityEndpoints, authEndpoints, translateMessage, type MessageKey } from '@rumbo/contract';
import { routeEndpoint } from '../../endpoint-route.js';
import { AppError } from '../../errors.js';
import type { ServiceContext } from '../../service-context.js';
import * as security from './account-security.service.js';
import * as links from './mailed-links.service.js';
import * as sessions from './sessions.service.js';
import * as twoStep from './two-step.service.js';

const refreshCookie = 'rumbo_refresh';
const refreshCookiePath = '/api/auth';
/** The browser has signed in to the account it names (device-cookies.ts); read only by the auth routes. */
const deviceCookie = 'rumbo_device';
/**
 * Says a page request comes from a browser holding a session, whose refresh cookie is sent to
 * /api/auth only: the service then answers the first private pages with the shell rendered ahead
 * (plugins/web.ts). It carries nothing and proves nothing; it lives and dies with the refresh cookie.
 */
export const signedInCookieName = 'rumbo_signed_in';
const deviceCookieDays = 365;

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
    // Lax: a link from a mail to /home still opens on the shell rendered ahead.
    reply.setCookie(signedInCookieName, '1', { httpOnly: true, sameSite: 'lax', secure: secureCookie, path: '/', expires: expiresAt });
  }

  function setDeviceCookie(reply: FastifyReply, value: string) {
    reply.setCookie(deviceCookie, value, { httpOnly: true, sameSite: 'strict', secure: secureCookie, path: refreshCookiePath, maxAge: deviceCookieDays * 86_400 });
  }

  function clearRefreshCookie(reply: FastifyReply) {
    reply.clearCookie(refreshCookie, { path: refreshCookiePath, httpOnly: true, sameSite: 'strict', secure: secureCookie });
    reply.clearCookie(signedInCookieName, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookie });
  }

  const ok = (request: FastifyRequest, key: MessageKey) => ({ success: true as const, message: translateMessage(key, request.language) });

  const clientOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'], deviceCookie: request.cookies[deviceCookie] });

  routeEndpoint(app, authEndpoints.login, async (request, reply) => {
    assertSameSite(request);
    const session = await sessions.login(ctx, request.body, clientOf(request));
    if ('twoStepRequired' in session) return session;
    setRefreshCookie(reply, session.refreshToken, session.expiresAt);
    setDeviceCookie(reply, session.deviceCookie);
    return { token: session.accessToken, user: session.user };
  });

  routeEndpoint(app, authEndpoints.loginTwoStep, async (request, reply) => {
    assertSameSite(request);
    const session = await sessions.loginWithCode(ctx, request.body, clientOf(request));
    setRefreshCookie(reply, session.refreshToken, session.expiresAt);
    setDeviceCookie(reply, session.deviceCookie);
    return { token: session.accessToken, user: session.user };
  });

  routeEndpoint(app, authEndpoints.refreshToken, async (request, reply) => {
    assertSameSite(request);
    try {
      const session = await sessions.refreshSession(ctx, request.cookies[refreshCookie], request.ip);
      setRefreshCookie(reply, session.refreshToken, session.expiresAt);
      return { accessToken: session.accessToken };
    } catch (error) {
      // Only a refusal ends the browser's session; a fault (the database away, answered 503) leaves
      // the cookie, to be tried again once the service is back.
      if (error instanceof AppError) clearRefreshCookie(reply);
      throw error;
    }
  });

  routeEndpoint(app, authEndpoints.logout, async (request, reply) => {
    assertSameSite(request);
    await sessions.logout(ctx, request.cookies[refreshCookie]);
    clearRefreshCookie(reply);
    return ok(request, 'loggedOut');
  });

  routeEndpoint(app, authEndpoints.logoutEverywhere, async (request, reply) => {
    await sessions.logoutEverywhere(ctx, request.auth);
    clearRefreshCookie(reply);
    return ok(request, 'loggedOutEverywhere');
  });

  routeEndpoint(app, authEndpoints.me, async (request) => ({ user: await sessions.getSessionUser(ctx, request.auth) }));

  routeEndpoint(app, authEndpoints.verifyEmail, async (request) => {
    await links.verifyEmail(ctx, request.body.token);
    return ok(request, 'emailVerified');
  });

  routeEndpoint(app, authEndpoints.resendVerification, async (request) => {
    await links.resendVerification(ctx, request.auth);
    return ok(request, 'verificationSent');
  });

  routeEndpoint(app, authEndpoints.forgotPassword, async (request) => {
    await links.requestPasswordReset(ctx, request.body.email, request.ip);
    return ok(request, 'resetLinkSent');
  });

  routeEndpoint(app, authEndpoints.acceptInvitation, async (request) => {
    await links.acceptInvitation(ctx, request.body.token, request.body.password);
    return ok(request, 'invitationAccepted');
  });

  // Login and security: two-step verification, the password, the sessions

  routeEndpoint(app, accountSecurityEndpoints.twoStepStatus, async (request) => twoStep.getTwoStepStatus(ctx, request.auth));

  routeEndpoint(app, accountSecurityEndpoints.startTwoStepSetup, async (request) => twoStep.startTwoStepSetup(ctx, request.auth, request.body.password));

  routeEndpoint(app, accountSecurityEndpoints.enableTwoStep, async (request) => ({
    ...ok(request, 'twoStepEnabled'),
    recoveryCodes: await twoStep.enableTwoStep(ctx, request.auth, request.body.code),
  }));

  routeEndpoint(app, accountSecurityEndpoints.disableTwoStep, async (request) => {
    await security.disableTwoStep(ctx, request.auth, request.body.password);
    return ok(request, 'twoStepDisabled');
  });

  routeEndpoint(app, accountSecurityEndpoints.changePassword, async (request) => {
    await security.changePassword(ctx, request.auth, request.body);
    return ok(request, 'passwordUpdated');
  });

  routeEndpoint(app, accountSecurityEndpoints.listSessions, async (request) => ({ sessions: await security.listSessions(ctx, request.auth) }));

  routeEndpoint(app, accountSecurityEndpoints.endSession, async (request) => {
    await security.endSession(ctx, request.auth, request.params.sessionId);
    return ok(request, 'sessionEnded');
  });

  routeEndpoint(app, authEndpoints.resetPassword, async (request, reply) => {
    await links.resetPassword(ctx, request.body.token, request.body.password);
    clearRefreshCookie(reply);
    return ok(request, 'passwordChanged');
  });
};
