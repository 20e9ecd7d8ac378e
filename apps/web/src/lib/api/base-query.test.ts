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

  it('logs out only when the refresh itself fails', async () => {
    const { store } = setup({
      '/api/probe': [json(403, { success: false, message: 'no' })],
      '/api/auth/token': [json(401, { success: false, message: 'Tu sesión terminó.' })],
    });
    const result = await store.dispatch(probe.endpoints.probe.initiate());
    expect(result.error).toBeDefined();
    expect(store.getState().session.accessToken).toBeNull();
    expect(store.getState().session.user).toBeNull();
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
});
