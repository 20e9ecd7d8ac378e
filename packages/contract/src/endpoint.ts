import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Failures an endpoint may answer besides 400 (any invalid input) and 401 (any endpoint that needs a token). */
export type ErrorStatus = 401 | 402 | 403 | 404 | 409 | 413 | 415 | 429;

/**
 * Who may call an endpoint. Without a token: `anonymous` (anyone: signing up, logging in, a mailed
 * link's token, the join page), `signed` (the payment processor, by its signature on the body),
 * `sandbox` (whoever holds a setup intent's client secret, and only while the built-in sandbox takes
 * the cards). With one, an active person of the company, never of another (whose ids answer 404):
 * `person` (any of them), `admin` (its administrators; others 403), `owner` (the person whose object
 * it is: their journey, a booking they drive or ride in, their session; anyone else's answers 404).
 * `authenticated` says whether a bearer access token is needed, and agrees with the access.
 */
export type Access = { authenticated: false; access: 'anonymous' | 'signed' | 'sandbox' } | { authenticated: true; access: 'person' | 'admin' | 'owner' };

export type AccessLevel = Access['access'];

/**
 * One endpoint of the API, written once: the server registers its route from it (validation,
 * response schemas, OpenAPI) and the web client builds its requests and types from it. Its access
 * is required: an endpoint that does not say who may call it does not compile.
 */
export type Endpoint = Access & {
  method: HttpMethod;
  /** Below /api, with `:name` for each path parameter. */
  path: string;
  summary: string;
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success answer (its status and body), and any other non-error answer; empty for a file. */
  responses: Partial<Record<200 | 201 | 503, z.ZodType>>;
  errors?: readonly ErrorStatus[];
};

export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** The body of the success answer. */
export type ResponseOf<E extends Endpoint> = E['responses'] extends { 201: infer S } ? Output<S> : E['responses'] extends { 200: infer S } ? Output<S> : never;
/** What a client sends. */
export type BodyOf<E extends Endpoint> = Input<E['body']>;
export type QueryOf<E extends Endpoint> = Input<E['query']>;
export type ParamsOf<E extends Endpoint> = Input<E['params']>;
/** What the server reads once the schemas have parsed the request. */
export type ParsedBodyOf<E extends Endpoint> = Output<E['body']>;
export type ParsedQueryOf<E extends Endpoint> = Output<E['query']>;
export type ParsedParamsOf<E extends Endpoint> = Output<E['params']>;

/** The success status: 201 for endpoints that create, else 200. */
export function successStatusOf(endpoint: Endpoint): 200 | 201 {
  return endpoint.responses[201] ? 201 : 200;
}

/** The endpoint's path with its parameters filled in (each encoded), below /api. */
export function pathOf(endpoint: Endpoint, params: Record<string, string> = {}): string {
  return endpoint.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.path} needs the path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
