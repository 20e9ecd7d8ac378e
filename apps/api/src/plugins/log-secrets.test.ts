// What the service logs never holds a secret: no link token, no Authorization header, no cookie.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutSecrets } from '../app.js';
import { buildTestApp, type TestApp } from '../testing/build-test-app.js';
import { signUpAndLogIn } from '../testing/factories.js';

const lines: string[] = [];
let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ logStream: { write: (line) => lines.push(line) } });
});
afterAll(async () => {
  await app.close();
});

describe('the log', () => {
  it('names each request without the tokens of mailed links, the bearer token or the session cookie', async () => {
    const { token, refreshCookie } = await signUpAndLogIn(app);
    for (const page of ['/reset-password?token=reset-secreto', '/accept-invitation?token=invitacion-secreta', '/verify-email?lang=es&token=verificacion-secreta']) {
      await app.inject({ method: 'GET', url: page });
    }
    await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    await app.inject({ method: 'POST', url: '/api/auth/token', cookies: { rumbo_refresh: refreshCookie } });
    const log = lines.join('');
    expect(log).toContain('/reset-password?token=[redacted]');
    expect(log).toContain('/verify-email?lang=es&token=[redacted]');
    for (const secret of ['reset-secreto', 'invitacion-secreta', 'verificacion-secreta', token, refreshCookie]) expect(log).not.toContain(secret);
  });

  it('redacts token-like query values wherever they stand', () => {
    expect(withoutSecrets('/a?token=x&b=1&code=y#frag')).toBe('/a?token=[redacted]&b=1&code=[redacted]#frag');
    expect(withoutSecrets('/join/ABC?page=2')).toBe('/join/ABC?page=2');
  });
});
