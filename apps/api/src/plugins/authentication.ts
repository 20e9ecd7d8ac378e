import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { type AuthContext, authenticateAccessToken } from '../features/auth/index.js';
import type { ServiceContext } from '../service-context.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: 401 unless the request carries a live access token. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    auth: AuthContext;
  }
}

export const authenticationPlugin = fp<{ ctx: ServiceContext }>(async (app, { ctx }) => {
  app.decorateRequest('auth', null as unknown as AuthContext);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    request.auth = await authenticateAccessToken(ctx, token);
  });
});
