import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { authRoutes, onboardingRoutes } from '@rumbo/contract/routes';
import { takePrefetched } from './prefetched';
import { loggedOut, tokenRefreshed, type SessionState } from './session-slice';
import i18n from '../i18n';

type State = { session: SessionState };

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api/',
  credentials: 'include',
  timeout: 15_000,
  // The global fetch read at each call (tests stand in their own), after an answer asked for ahead.
  fetchFn: (input, init) => (input instanceof Request && takePrefetched(input)) || fetch(input, init),
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as State).session.accessToken;
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    // A request that names its language (texts cached per language) keeps it; the others follow the UI.
    if (!headers.has('accept-language')) headers.set('accept-language', i18n.language || 'es');
    return headers;
  },
});

/**
 * Calls that must never trigger a refresh: they are how a session starts or ends (a 401 from the
 * second login step is a wrong code, not an expired session).
 */
const sessionPaths = [authRoutes.login, authRoutes.loginTwoStep, authRoutes.refreshToken, authRoutes.logout, onboardingRoutes.register].map(
  (endpoint) => withoutLeadingSlash(endpoint.path),
);

function withoutLeadingSlash(url: string): string {
  return url.replace(/^\//, '');
}

type Result = Awaited<ReturnType<typeof rawBaseQuery>>;

/** Times a request answered 503 with Retry-After is asked again. */
const unavailableRetries = 2;
/** The longest Retry-After waited for; a service asking for more is answered as it is. */
const maxRetryAfterMs = 5_000;

/** The wait a 503 asks for before the same request may work, when it names one the app will wait. */
function retryAfterMs(result: Result): number | undefined {
  if (result.error?.status !== 503) return undefined;
  const header = result.meta?.response?.headers.get('retry-after')?.trim();
  const seconds = header ? Number(header) : Number.NaN;
  return seconds >= 0 && seconds * 1000 <= maxRetryAfterMs ? seconds * 1000 : undefined;
}

/**
 * Whether asking again is harmless: a read, or the token's refresh (the service finishes the same
 * rotation). A write answered 503 may have been done in part (a query failed after another was
 * saved), so it is answered as it is, for the person to try again.
 */
function isRepeatable(args: string | FetchArgs): boolean {
  if (typeof args === 'string') return true;
  const method = (args.method ?? 'GET').toUpperCase();
  return method === 'GET' || method === 'HEAD' || withoutLeadingSlash(args.url) === withoutLeadingSlash(authRoutes.refreshToken.path);
}

/** Waits `ms`, or less when the request is given up meanwhile. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/**
 * Sends a request, and asks a read again after the wait a 503 with Retry-After names (the service
 * sheds requests while it catches up, a second or two), so a short overload is a slower answer, not
 * an error on the page.
 */
const send: typeof rawBaseQuery = async (args, api, extraOptions) => {
  let result = await rawBaseQuery(args, api, extraOptions);
  if (!isRepeatable(args)) return result;
  for (let retry = 0; retry < unavailableRetries; retry += 1) {
    const wait = retryAfterMs(result);
    if (wait === undefined || api.signal.aborted) break;
    await pause(wait, api.signal);
    if (api.signal.aborted) break;
    result = await rawBaseQuery(args, api, extraOptions);
  }
  return result;
};

/**
 * A refresh's outcome: the new token; or none, with `fault` when the service could not answer it (the
 * session is kept, and the request answers that error) and without it when it refused the session.
 */
type Refreshed = { accessToken: string } | { accessToken: null; fault?: Result };

let refreshing: Promise<Refreshed> | null = null;
/** The token this page last got from a refresh, and when (the page's clock): its life is counted from then. */
let lastRefreshed: { token: string; at: number } | null = null;

/**
 * One refresh at a time: every request that finds the token expired, or answered 401, waits for the
 * same call, which stores the new token, or logs out when the service refuses it (401 or 403: the
 * session has ended). A fault (no connection, the service unavailable) logs no one out.
 */
function refreshAccessToken(api: Parameters<BaseQueryFn>[1], extraOptions: object): Promise<Refreshed> {
  refreshing ??= (async (): Promise<Refreshed> => {
    // Its own signal: the request that started it may be given up, not the others waiting for it.
    const ownApi = { ...api, signal: new AbortController().signal };
    const result = await send({ url: authRoutes.refreshToken.path, method: authRoutes.refreshToken.method }, ownApi, extraOptions);
    const accessToken = (result.data as { accessToken?: string } | undefined)?.accessToken;
    if (accessToken) {
      lastRefreshed = { token: accessToken, at: Date.now() };
      api.dispatch(tokenRefreshed(accessToken));
      return { accessToken };
    }
    const status = result.error?.status;
    if (status === 401 || status === 403) {
      api.dispatch(loggedOut());
      return { accessToken: null };
    }
    return result.error ? { accessToken: null, fault: result } : { accessToken: null };
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** A token's expiry and issue times (seconds), read from its claims; undefined when it is not a JWT with an expiry. */
function claimsOf(token: string): { exp: number; iat?: number } | undefined {
  try {
    const claims = JSON.parse(atob(token.split('.')[1]!.replaceAll('-', '+').replaceAll('_', '/'))) as { iat?: unknown; exp?: unknown };
    if (typeof claims.exp !== 'number') return undefined;
    return typeof claims.iat === 'number' ? { exp: claims.exp, iat: claims.iat } : { exp: claims.exp };
  } catch {
    return undefined;
  }
}

/** Refreshed this long before the token expires, so a request is never sent with one about to expire. */
const refreshMarginMs = 10_000;

/**
 * Whether the token is (about to be) expired. A token this page got from a refresh lives its
 * lifetime from the moment it came, whatever the page's clock says; one from a login or an earlier
 * visit is judged by the page's clock (a clock far off costs one refresh, never a loop).
 */
function hasExpired(token: string): boolean {
  const claims = claimsOf(token);
  if (!claims) return false;
  const expiresAt =
    lastRefreshed?.token === token && claims.iat !== undefined ? lastRefreshed.at + (claims.exp - claims.iat) * 1000 : claims.exp * 1000;
  return expiresAt - Date.now() < refreshMarginMs;
}

const tokenOf = (api: Parameters<BaseQueryFn>[1]) => (api.getState() as State).session.accessToken;

/**
 * Sends the bearer token, refreshed first when it has expired, so a page's requests do not each meet
 * a 401 (and log an error) before the one refresh they share. On 401 or 403: retried once with the
 * token another request has refreshed meanwhile, or else after refreshing once. Logs out only when
 * the service refuses the refresh; a request still refused afterwards keeps the session, and one whose
 * refresh could not be answered answers the refresh's error.
 */
export const baseQueryWithReauth: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extraOptions) => {
  const url = withoutLeadingSlash(typeof args === 'string' ? args : args.url);
  const renews = !sessionPaths.includes(url);
  if (renews) {
    // A refresh under way is waited for; one the service could not answer fails this request too,
    // rather than starting another.
    const waited = refreshing && (await refreshing);
    if (waited && 'fault' in waited && waited.fault) return waited.fault;
    const token = tokenOf(api);
    if (token && hasExpired(token)) {
      const refreshed = await refreshAccessToken(api, extraOptions);
      if ('fault' in refreshed && refreshed.fault) return refreshed.fault;
    }
  }
  const sentWith = tokenOf(api);
  let result = await send(args, api, extraOptions);
  const status = result.error?.status;
  if ((status === 401 || status === 403) && sentWith && renews) {
    const current = tokenOf(api);
    const refreshed = current && current !== sentWith ? { accessToken: current } : await refreshAccessToken(api, extraOptions);
    if (refreshed.accessToken) result = await send(args, api, extraOptions);
    else if ('fault' in refreshed && refreshed.fault) result = refreshed.fault;
  }
  return result;
};
