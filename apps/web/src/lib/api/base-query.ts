import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { authEndpoints, onboardingEndpoints } from '@rumbo/contract';
import { loggedOut, tokenRefreshed, type SessionState } from './session-slice';
import i18n from '../i18n';

type State = { session: SessionState };

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api/',
  credentials: 'include',
  timeout: 15_000,
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
const sessionPaths = [authEndpoints.login, authEndpoints.loginTwoStep, authEndpoints.refreshToken, authEndpoints.logout, onboardingEndpoints.register].map(
  (endpoint) => withoutLeadingSlash(endpoint.path),
);

function withoutLeadingSlash(url: string): string {
  return url.replace(/^\//, '');
}

let refreshing: Promise<string | null> | null = null;

/** One refresh at a time: parallel 401s wait for the same call. */
function refreshAccessToken(api: Parameters<BaseQueryFn>[1], extraOptions: object): Promise<string | null> {
  refreshing ??= (async () => {
    const result = await rawBaseQuery({ url: authEndpoints.refreshToken.path, method: authEndpoints.refreshToken.method }, api, extraOptions);
    const accessToken = (result.data as { accessToken?: string } | undefined)?.accessToken;
    return accessToken ?? null;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * Sends the bearer token; on 401 or 403 refreshes once and retries once.
 * Logs out only when the refresh itself fails; a request still refused afterwards keeps the session.
 */
export const baseQueryWithReauth: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extraOptions) => {
  let result = await rawBaseQuery(args, api, extraOptions);
  const url = withoutLeadingSlash(typeof args === 'string' ? args : args.url);
  const status = result.error?.status;
  const hadToken = Boolean((api.getState() as State).session.accessToken);
  if ((status === 401 || status === 403) && hadToken && !sessionPaths.includes(url)) {
    const accessToken = await refreshAccessToken(api, extraOptions);
    if (accessToken) {
      api.dispatch(tokenRefreshed(accessToken));
      result = await rawBaseQuery(args, api, extraOptions);
    } else {
      api.dispatch(loggedOut());
    }
  }
  return result;
};
