import type { FetchArgs } from '@reduxjs/toolkit/query';
import { pathOf, type BodyOf, type Endpoint, type ParamsOf, type QueryOf } from '@rumbo/contract';

type RequestParts<E extends Endpoint> = { params?: ParamsOf<E>; query?: QueryOf<E>; body?: BodyOf<E> };

/** The request of a contract endpoint: its method, its path with the parameters filled in, its query and body. */
export function requestTo<E extends Endpoint>(endpoint: E, { params, query, body }: RequestParts<E> = {}): FetchArgs {
  return {
    url: pathOf(endpoint, params as Record<string, string> | undefined),
    method: endpoint.method,
    ...(query !== undefined && { params: query as Record<string, unknown> }),
    ...(body !== undefined && { body }),
  };
}
