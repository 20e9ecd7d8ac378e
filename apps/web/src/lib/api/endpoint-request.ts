import type { FetchArgs } from '@reduxjs/toolkit/query';
import { pathOf, type BodyOf, type ParamsOf, type QueryOf, type Route } from '@rumbo/contract/routes';

type RequestParts<R extends Route> = { params?: ParamsOf<R>; query?: QueryOf<R>; body?: BodyOf<R> };

/** The request of a contract endpoint, from its route: its method, its path with the parameters filled in, its query and body. */
export function requestTo<R extends Route>(route: R, { params, query, body }: RequestParts<R> = {}): FetchArgs {
  return {
    url: pathOf(route, params as Record<string, string> | undefined),
    method: route.method,
    ...(query !== undefined && { params: query as Record<string, unknown> }),
    ...(body !== undefined && { body }),
  };
}
