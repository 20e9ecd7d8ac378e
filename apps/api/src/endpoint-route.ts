import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import {
  errorBodySchema,
  successStatusOf,
  type Endpoint,
  type ParsedBodyOf,
  type ParsedParamsOf,
  type ParsedQueryOf,
} from '@rumbo/contract';
import type { z } from 'zod';
// A route's request.auth and request.language, and app.authenticate, are declared by these plugins: imported here, any
// program that has a route knows them (the bench's, which reaches routes through a feature's face, too).
import type {} from './plugins/authentication.js';
import type {} from './plugins/language.js';

export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: ParsedParamsOf<E>;
  Querystring: ParsedQueryOf<E>;
  Body: ParsedBodyOf<E>;
}>;

type SuccessSchemaOf<E extends Endpoint> = E['responses'] extends { 201: infer S } ? S : E['responses'] extends { 200: infer S } ? S : never;

/** What a handler answers: the success body (sent with the endpoint's status), or the reply it sent itself. */
type Answer<E extends Endpoint> = (SuccessSchemaOf<E> extends z.ZodType ? z.input<SuccessSchemaOf<E>> : never) | FastifyReply;

/** Route settings that are the server's business alone. */
type ServerOptions = Pick<RouteShorthandOptions, 'bodyLimit' | 'config'>;

/**
 * Registers the route of a contract endpoint: its method and path under /api, its schemas (which
 * validate the request, strip the answer to what it lists, and make the OpenAPI document), the
 * access-token check when it needs one, and the error statuses it may answer.
 */
export function routeEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (request: EndpointRequest<E>, reply: FastifyReply) => Promise<Answer<E>>,
  options: ServerOptions = {},
): void {
  const errorStatuses = new Set<number>(endpoint.errors ?? []);
  if (endpoint.params || endpoint.query || endpoint.body) errorStatuses.add(400);
  if (endpoint.authenticated) errorStatuses.add(401);
  const status = successStatusOf(endpoint);
  app.route({
    method: endpoint.method,
    url: `/api${endpoint.path}`,
    ...options,
    ...(endpoint.authenticated && { onRequest: [app.authenticate] }),
    schema: {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      ...(endpoint.authenticated && { security: [{ bearer: [] }] }),
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      response: { ...endpoint.responses, ...Object.fromEntries([...errorStatuses].map((code) => [code, errorBodySchema])) },
    },
    handler: async (request, reply) => {
      const answer = await handler(request as EndpointRequest<E>, reply);
      if (answer === reply || reply.sent) return reply;
      return reply.code(status).send(answer);
    },
  });
}
