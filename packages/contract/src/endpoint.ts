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

declare const endpointType: unique symbol;

/**
 * What a client needs to call an endpoint, without its schemas: its method, path and access, typed
 * by the endpoint it stands for (the client's requests and answers are typed from it, and its
 * bundle carries no zod). `routes.ts` holds one per endpoint.
 */
export type Route<E extends Endpoint = Endpoint> = Pick<E, 'method' | 'path' | 'authenticated' | 'access'> & { readonly [endpointType]?: E };

/** A route for each endpoint of a group: their methods, paths and access have to match the endpoints' own to compile. */
export type RoutesOf<G extends Record<string, Endpoint>> = { readonly [K in keyof G]: Route<G[K]> };

/** The endpoint itself, or the one a route stands for. */
export type EndpointOf<T extends Route> = T extends Endpoint ? T : T extends { readonly [endpointType]?: infer E } ? Exclude<E, undefined> : never;

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
type Responses<E> = E extends Endpoint ? E['responses'] : never;
type Part<T extends Route, P extends 'body' | 'query' | 'params'> = EndpointOf<T>[P];

/** The body of the success answer (of an endpoint or its route, as everything below). */
export type ResponseOf<T extends Route> =
  Responses<EndpointOf<T>> extends { 201: infer S } ? Output<S> : Responses<EndpointOf<T>> extends { 200: infer S } ? Output<S> : never;
/** What a client sends. */
export type BodyOf<T extends Route> = Input<Part<T, 'body'>>;
export type QueryOf<T extends Route> = Input<Part<T, 'query'>>;
export type ParamsOf<T extends Route> = Input<Part<T, 'params'>>;
/** What the server reads once the schemas have parsed the request. */
export type ParsedBodyOf<T extends Route> = Output<Part<T, 'body'>>;
export type ParsedQueryOf<T extends Route> = Output<Part<T, 'query'>>;
export type ParsedParamsOf<T extends Route> = Output<Part<T, 'params'>>;

/** The success status: 201 for endpoints that create, else 200. */
export function successStatusOf(endpoint: Endpoint): 200 | 201 {
  return endpoint.responses[201] ? 201 : 200;
}

/** The endpoint's path with its parameters filled in (each encoded), below /api. */
export function pathOf(endpoint: Pick<Endpoint, 'path'>, params: Record<string, string> = {}): string {
  return endpoint.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.path} needs the path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
