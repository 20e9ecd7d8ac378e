import { randomUUID } from 'node:crypto';
import type { RegisterBody } from '@rumbo/contract';
import type { TestApp } from './build-test-app.js';

export function companyData(overrides: Partial<RegisterBody> = {}): RegisterBody {
  const id = randomUUID().slice(0, 8);
  return {
    companyName: `Empresa ${id}`,
    representativeName: 'Ana López Pérez',
    email: `ana-${id}@empresa.mx`,
    password: 'contraseña-segura',
    interestPlan: 'pro',
    ...overrides,
  };
}

/**
 * Signs up a company and logs its administrator in; answers the token and the refresh cookie.
 * `registerHeaders` go with the sign-up (an Accept-Language picks the account's language).
 */
export async function signUpAndLogIn(app: TestApp, overrides: Partial<RegisterBody> = {}, registerHeaders: Record<string, string> = {}) {
  const company = companyData(overrides);
  const register = await app.inject({ method: 'POST', url: '/api/auth/register', payload: company, headers: registerHeaders });
  if (register.statusCode !== 201) throw new Error(`register failed: ${register.body}`);
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: company.email, password: company.password } });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const cookie = login.cookies.find((c) => c.name === 'rumbo_refresh')!;
  const body = login.json() as { token: string; user: { idEmployee: string; enterpriseId: string } };
  return { company, token: body.token, user: body.user, refreshCookie: cookie.value, headers: { authorization: `Bearer ${body.token}` } };
}
