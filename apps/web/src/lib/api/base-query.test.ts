// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createTestStore, json, networkDown, answerRequests } from '@/testing/render-with-store';
import { api } from './api';
import { loggedIn } from './session-slice';

const user = { idEmployee: '00000000-0000-4000-8000-000000000001', fullName: 'Ana López', email: 'ana@empresa.mx', enterpriseId: '00000000-0000-4000-8000-000000000002', isAdmin: true, emailVerified: true };

const probe = api.injectEndpoints({
  endpoints: (build) => ({ probe: build.query<{ ok: boolean }, void>({ query: () => 'probe' }) }),
});

/** A logged-in store against answers per path in turn; `calls` collects each request's path and authorization. */
function setup(responses: Record<string, Response[]>) {
  const calls: { url: string; authorization: string | null }[] = [];
  answerRequests((request, path) => {
    calls.push({ url: path, authorization: request.headers.get('authorization') });
    return responses[path]?.shift() ?? networkDown();
  });
  const store = createTestStore();
  store.dispatch(loggedIn({ token: 'old-token', user }));
  return { store, calls };
}

describe('the data layer with an expiring session', () => {
  it('refreshes once on 401, stores the new token and retries the request once', async () => {
    const { store, calls } = setup({
      '/api/probe': [json(401, { success: false, message: 'expired' }), json(200, { ok: true })],
      '/api/auth/token': [json(200, { accessToken: 'new-token' })],
    });
    const result = await store.dispatch(probe.endpoints.probe.initiate());
    expect(result.data).toEqual({ ok: true });
    expect(store.getState().session.accessToken).toBe('new-token');
    expect(calls.map((call) => call.url)).toEqual(['/api/probe', '/api/auth/token', '/api/probe']);
    expect(calls[2]!.authorization).toBe('Bearer new-token');
  });

  it('logs out when the service refuses the refresh', async () => {
    const { store } = setup({
      '/api/probe': [json(403, { success: false, message: 'no' })],
      '/api/auth/token': [json(401, { success: false, message: 'Tu sesión terminó.' })],
    });
    const result = await store.dispatch(probe.endpoints.probe.initiate());
    expect(result.error).toBeDefined();
    expect(store.getState().session.accessToken).toBeNull();
    expect(store.getState().session.user).toBeNull();
  });

  it('keeps the session when the refresh cannot be answered, and the request answers why', async () => {
    const { store, calls } = setup({
      '/api/probe': [json(401, { success: false, message: 'expired' })],
      '/api/auth/token': [json(500, { success: false, message: 'Error interno' })],
    });
    const result = await store.dispatch(probe.endpoints.probe.initiate());
    expect(result.error).toMatchObject({ status: 500, data: { message: 'Error interno' } });
    expect(store.getState().session.accessToken).toBe('old-token');
    expect(calls.map((call) => call.url)).toEqual(['/api/probe', '/api/auth/token']);
  });

  it('keeps the session when an expired token cannot be refreshed for want of a connection, and sends nothing with it', async () => {
    const calls: string[] = [];
    answerRequests((_request, path) => {
      calls.push(path);
      return networkDown();
    });
    const store = createTestStore();
    store.dispatch(loggedIn({ token: fakeToken(Math.floor(Date.now() / 1000) - 700, 600), user }));
    const result = await store.dispatch(probe.endpoints.probe.initiate());
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(store.getState().session.user).toEqual(user);
    expect(calls).toEqual(['/api/auth/token']);
  });

  it('keeps the session when the request is still refused after a good refresh', async () => {
    const { store, calls } = setup({
      '/api/probe': [json(403, { success: false, message: 'forbidden' }), json(403, { success: false, message: 'No tienes permiso' })],
      '/api/auth/token': [json(200, { accessToken: 'new-token' })],
    });
    const result = await store.dispatch(probe.endpoints.probe.initiate());
    expect((result.error as { data: { message: string } }).data.message).toBe('No tienes permiso');
    expect(store.getState().session.accessToken).toBe('new-token');
    expect(calls).toHaveLength(3);
  });

  it('does not try to refresh a failed login', async () => {
    const { store, calls } = setup({ '/api/auth/login': [json(401, { success: false, message: 'Credenciales inválidas' })] });
    const login = api.injectEndpoints({
      endpoints: (build) => ({ tryLogin: build.mutation<unknown, void>({ query: () => ({ url: 'auth/login', method: 'POST' }) }) }),
      overrideExisting: true,
    });
    await store.dispatch(login.endpoints.tryLogin.initiate());
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/login']);
    expect(store.getState().session.accessToken).toBe('old-token');
  });

  it('does not try to refresh a refused second login step (a wrong code)', async () => {
    const { store, calls } = setup({ '/api/auth/login/two-step': [json(401, { success: false, message: 'El código no es correcto o ya se usó.' })] });
    const twoStep = api.injectEndpoints({
      endpoints: (build) => ({ tryCode: build.mutation<unknown, void>({ query: () => ({ url: 'auth/login/two-step', method: 'POST' }) }) }),
      overrideExisting: true,
    });
    await store.dispatch(twoStep.endpoints.tryCode.initiate());
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/login/two-step']);
    expect(store.getState().session.accessToken).toBe('old-token');
  });

  it('refreshes an expired token once before a page’s requests go out: none of them meets a 401', async () => {
    const expired = fakeToken(Math.floor(Date.now() / 1000) - 700, 600);
    const calls: { url: string; authorization: string | null }[] = [];
    answerRequests((request, path) => {
      const authorization = request.headers.get('authorization');
      calls.push({ url: path, authorization });
      if (path === '/api/auth/token') return json(200, { accessToken: 'new-token' });
      return authorization === 'Bearer new-token' ? json(200, { ok: true }) : json(401, { success: false, message: 'expired' });
    });
    const store = createTestStore();
    store.dispatch(loggedIn({ token: expired, user }));
    const pages = Array.from({ length: 9 }, (_, index) => store.dispatch(many.endpoints.page.initiate(index)));
    const results = await Promise.all(pages);
    expect(results.map((result) => result.data)).toEqual(Array(9).fill({ ok: true }));
    expect(calls.filter((call) => call.url === '/api/auth/token')).toHaveLength(1);
    expect(calls.filter((call) => call.url.startsWith('/api/page/'))).toHaveLength(9);
    expect(calls.filter((call) => call.url.startsWith('/api/page/')).every((call) => call.authorization === 'Bearer new-token')).toBe(true);
  });

  it('retries a request refused while another one refreshed with the new token, without refreshing again', async () => {
    let answerLate!: () => void;
    const late = new Promise<void>((resolve) => (answerLate = resolve));
    const calls: { url: string; authorization: string | null }[] = [];
    answerRequests(async (request, path) => {
      const authorization = request.headers.get('authorization');
      calls.push({ url: path, authorization });
      if (path === '/api/auth/token') return json(200, { accessToken: 'new-token' });
      if (authorization === 'Bearer new-token') return json(200, { ok: true });
      // The slow request is answered 401 only once the other one has refreshed.
      if (path === '/api/page/2') await late;
      return json(401, { success: false, message: 'expired' });
    });
    const store = createTestStore();
    store.dispatch(loggedIn({ token: 'old-token', user }));
    const slow = store.dispatch(many.endpoints.page.initiate(2));
    expect((await store.dispatch(many.endpoints.page.initiate(1))).data).toEqual({ ok: true });
    answerLate();
    expect((await slow).data).toEqual({ ok: true });
    expect(calls.map((call) => `${call.url} ${call.authorization}`)).toEqual([
      '/api/page/2 Bearer old-token',
      '/api/page/1 Bearer old-token',
      '/api/auth/token Bearer old-token',
      '/api/page/1 Bearer new-token',
      '/api/page/2 Bearer new-token',
    ]);
  });
});

describe('the data layer with a service shedding load', () => {
  /** The service's answer while it sheds requests: nothing was done, ask again after `retryAfter` seconds. */
  const unavailable = (retryAfter?: string) =>
    new Response(JSON.stringify({ success: false, message: 'El servicio no está disponible en este momento.' }), {
      status: 503,
      headers: { 'content-type': 'application/json', ...(retryAfter !== undefined && { 'retry-after': retryAfter }) },
    });

  it('asks a request answered 503 again after the Retry-After it names, and shows the answer that came', async () => {
    const { store, calls } = setup({ '/api/probe': [unavailable('1'), json(200, { ok: true })] });
    const started = Date.now();
    const result = await store.dispatch(probe.endpoints.probe.initiate());
    expect(result.data).toEqual({ ok: true });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(calls.map((call) => call.url)).toEqual(['/api/probe', '/api/probe']);
  });

  it('asks again twice at most, then answers the 503 as an error', async () => {
    const { store, calls } = setup({ '/api/probe': [unavailable('0'), unavailable('0'), unavailable('0'), json(200, { ok: true })] });
    const result = await store.dispatch(probe.endpoints.probe.initiate());
    expect(result.error).toMatchObject({ status: 503 });
    expect(calls).toHaveLength(3);
  });

  it('does not ask again a 503 without Retry-After, one asking for a long wait, or another error', async () => {
    const { store, calls } = setup({ '/api/probe': [unavailable(), json(200, { ok: true })], '/api/page/1': [unavailable('120')], '/api/page/2': [json(500, { success: false, message: 'Error interno' })] });
    expect((await store.dispatch(probe.endpoints.probe.initiate())).error).toMatchObject({ status: 503 });
    expect((await store.dispatch(many.endpoints.page.initiate(1))).error).toMatchObject({ status: 503 });
    expect((await store.dispatch(many.endpoints.page.initiate(2))).error).toMatchObject({ status: 500 });
    expect(calls.map((call) => call.url)).toEqual(['/api/probe', '/api/page/1', '/api/page/2']);
  });

  it('does not ask a write again: answered 503, it may have been done in part', async () => {
    const { store, calls } = setup({ '/api/probe': [unavailable('0'), json(200, { ok: true })] });
    const write = api.injectEndpoints({
      endpoints: (build) => ({ sendProbe: build.mutation<unknown, void>({ query: () => ({ url: 'probe', method: 'PATCH' }) }) }),
      overrideExisting: true,
    });
    const result = await store.dispatch(write.endpoints.sendProbe.initiate());
    expect(result.error).toMatchObject({ status: 503 });
    expect(calls).toHaveLength(1);
  });

  it('does not ask again a request given up while it waits', async () => {
    const { store, calls } = setup({ '/api/probe': [unavailable('1'), json(200, { ok: true })] });
    const asked = store.dispatch(probe.endpoints.probe.initiate());
    await new Promise((resolve) => setTimeout(resolve, 50));
    asked.abort();
    // Past the wait the service asked for: nothing more was sent.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(calls).toHaveLength(1);
  });

  it('fails the requests that waited for a refresh the service could not answer, with one refresh asked', async () => {
    const calls: string[] = [];
    answerRequests((_request, path) => {
      calls.push(path);
      return path === '/api/auth/token' ? json(500, { success: false, message: 'Error interno' }) : json(200, { ok: true });
    });
    const store = createTestStore();
    store.dispatch(loggedIn({ token: fakeToken(Math.floor(Date.now() / 1000) - 700, 600), user }));
    const results = await Promise.all([1, 2, 3].map((index) => store.dispatch(many.endpoints.page.initiate(index))));
    expect(results.map((result) => result.error)).toEqual(Array(3).fill(expect.objectContaining({ status: 500 })));
    expect(calls).toEqual(['/api/auth/token']);
    expect(store.getState().session.user).toEqual(user);
  });

  it('refreshes through a shed refresh without logging out', async () => {
    const { store, calls } = setup({
      '/api/probe': [json(401, { success: false, message: 'expired' }), json(200, { ok: true })],
      '/api/auth/token': [unavailable('0'), json(200, { accessToken: 'new-token' })],
    });
    const result = await store.dispatch(probe.endpoints.probe.initiate());
    expect(result.data).toEqual({ ok: true });
    expect(store.getState().session.accessToken).toBe('new-token');
    expect(calls.map((call) => call.url)).toEqual(['/api/probe', '/api/auth/token', '/api/auth/token', '/api/probe']);
  });
});

/** An unsigned token with the claims the page reads: issued at `iat`, living `ttl` seconds. */
function fakeToken(iat: number, ttl: number): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part({ sub: 'a', iat, exp: iat + ttl })}.signature`;
}

const many = api.injectEndpoints({
  endpoints: (build) => ({ page: build.query<{ ok: boolean }, number>({ query: (index) => `page/${index}` }) }),
});

