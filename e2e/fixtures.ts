import { randomInt, randomUUID } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import { readMail, type ReadMail } from '@rumbo/test-support/mail';
import { e2eEnvironment } from './environment';

export type Company = { companyName: string; representativeName: string; email: string; password: string; interestPlan: 'basic' | 'pro' | 'enterprise' };

export function newCompany(): Company {
  const id = randomUUID().slice(0, 8);
  return {
    companyName: `Transportes ${id}`,
    representativeName: 'Lucía Hernández',
    email: `lucia-${id}@empresa.mx`,
    password: 'viajes-compartidos',
    interestPlan: 'pro',
  };
}

let clients = 0;
/**
 * A client address of its own, as the proxy in front of the service reports it (the service trusts
 * 127.0.0.1 as its proxy in this run): sign-ups and logins are limited per address, and each seeded
 * company or login stands for a different visitor. Each worker process counts in a range of its own
 * (its index is unique in the run, a restarted worker's too), so tests side by side never share one.
 */
export function asNewClient(): Record<string, string> {
  clients += 1;
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0);
  return { 'x-forwarded-for': `203.${worker % 250}.${Math.floor(clients / 250) % 250}.${clients % 250}` };
}

/**
 * Seeds a company through the real API, as the sign-up form would. Unless asked to keep it, the
 * first-use tutorial is switched off, as a returning administrator would have it; `verified` follows
 * the link of the sign-up mail, as an administrator who invites their team has done.
 */
export async function signUpThroughApi(request: APIRequestContext, { company = newCompany(), keepTutorial = false, verified = false } = {}): Promise<Company> {
  const response = await request.post('/api/auth/register', { data: company, headers: asNewClient() });
  expect(response.status()).toBe(201);
  if (verified) {
    const link = (await waitForMailLinks(company.email, /Confirma tu correo/)).find((entry) => entry.includes('/verify-email?token='))!;
    const verify = await request.post('/api/auth/verify-email', { data: { token: new URL(link).searchParams.get('token') } });
    expect(verify.status()).toBe(200);
  }
  if (!keepTutorial) {
    const token = await apiToken(request, company);
    const configure = await request.patch('/api/user/configure', { data: { showTutorial: false }, headers: { authorization: `Bearer ${token}` } });
    expect(configure.status()).toBe(200);
  }
  return company;
}

/** Logs in through the API and answers the bearer token, for seeding as that person. */
export async function apiToken(request: APIRequestContext, account: { email: string; password: string }): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { username: account.email, password: account.password }, headers: asNewClient() });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/**
 * Logs in through the API and gives the app its session the way a returning person's browser has
 * it, for journeys that are not about logging in: open a private page next. `page.request` shares
 * the browser context's cookies, so the refresh cookie lands where the app expects it. Answers the
 * client address the session was opened from.
 */
export async function logInThroughApi(
  page: Page,
  account: Pick<Company, 'email' | 'password'>,
  { sameBrowserAs }: { sameBrowserAs?: APIRequestContext } = {},
): Promise<{ address: string }> {
  // A browser new to the account earns its owner a notice of the sign-in; a journey about something
  // else may take the device cookie of the context that seeded it, as one browser would have.
  const device = sameBrowserAs && (await sameBrowserAs.storageState()).cookies.find((cookie) => cookie.name === 'rumbo_device');
  if (device) await page.context().addCookies([device]);
  const client = asNewClient();
  const login = await page.request.post('/api/auth/login', { data: { username: account.email, password: account.password }, headers: client });
  expect(login.status()).toBe(200);
  const { token, user } = (await login.json()) as { token: string; user: { email: string; emailVerified: boolean } };
  // The app's saved session (apps/web/src/lib/api/session-slice.ts), with the email still to verify.
  const session = { accessToken: token, email: user.emailVerified ? null : user.email, user };
  // The app keeps its state in localStorage under `persist:rumbo`, each slice a JSON string; any page
  // of the origin that is not the app (so nothing writes it back) can set it.
  await page.goto('/rumbo-mark.svg');
  await page.evaluate((saved) => {
    const state = JSON.parse(window.localStorage.getItem('persist:rumbo') ?? '{}') as Record<string, string>;
    state.session = saved;
    state._persist ??= JSON.stringify({ version: 1, rehydrated: true });
    window.localStorage.setItem('persist:rumbo', JSON.stringify(state));
  }, JSON.stringify(session));
  return { address: client['x-forwarded-for']! };
}

export type NewEmployee = { firstNames: string; lastNames: string; email: string; phone: string; address: string };

/** An employee with a unique email and a unique Mexico City phone (10 digits, as people type it). */
export function newEmployee(firstNames: string, lastNames: string): NewEmployee {
  const id = randomUUID().slice(0, 8);
  const digits = String(randomInt(0, 100_000_000)).padStart(8, '0');
  return {
    firstNames,
    lastNames,
    email: `empleado-${id}@empresa.mx`,
    phone: `55 ${digits.slice(0, 4)} ${digits.slice(4)}`,
    address: 'Av. Reforma 222, Ciudad de México',
  };
}

/** Registers an employee through the real API as an administrator would, without the invitation mail. */
export async function registerEmployeeThroughApi(request: APIRequestContext, token: string, employee: NewEmployee): Promise<{ employeeId: string; fullName: string }> {
  const response = await request.post('/api/employee/register', { data: { ...employee, sendInvitation: false }, headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { employee: { employeeId: string; fullName: string } }).employee;
}

/** A person of a company who can ride: their login and their API headers. */
export type JoinedPerson = { employeeId: string; email: string; password: string; headers: { authorization: string } };

/**
 * A person who signed up through the company's join link, as from the link an administrator shared
 * (`admin`, their API headers), and waits for approval: their login, which works once approved.
 */
export async function pendingPersonThroughApi(request: APIRequestContext, admin: Record<string, string>, firstNames: string, lastNames = 'Rivas'): Promise<{ email: string; password: string }> {
  const { code } = ((await (await request.get('/api/enterprise/join-link', { headers: admin })).json()) as { data: { code: string } }).data;
  const { address: _address, ...person } = newEmployee(firstNames, lastNames);
  const password = 'camino-al-trabajo';
  expect((await request.post(`/api/join/${code}`, { data: { ...person, password }, headers: asNewClient() })).status()).toBe(201);
  return { email: person.email, password };
}

/**
 * A person who joined through the company's link and was approved by its administrator (`admin`,
 * their API headers), as the people of the riders' journeys do; no other person may be waiting.
 */
export async function joinedPersonThroughApi(request: APIRequestContext, admin: Record<string, string>, firstNames: string, lastNames = 'Rivas'): Promise<JoinedPerson> {
  const { email, password } = await pendingPersonThroughApi(request, admin, firstNames, lastNames);
  const pending = (await (await request.get('/api/enterprise/employees/pending', { headers: admin })).json()) as { employees: { employeeId: string }[] };
  expect(pending.employees).toHaveLength(1);
  const { employeeId } = pending.employees[0]!;
  expect((await request.patch(`/api/employee/${employeeId}/approve`, { headers: admin })).status()).toBe(200);
  const token = await apiToken(request, { email, password });
  return { employeeId, email, password, headers: { authorization: `Bearer ${token}` } };
}

/** Closes the first-use tour the way a person skips it. */
export async function skipTutorial(page: Page) {
  await expect(page.locator('.driver-popover')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.driver-popover')).toBeHidden();
}

/** Logs in through the login form, for journeys about logging in (the others use logInThroughApi). */
export async function logIn(page: Page, company: Pick<Company, 'email' | 'password'>, labels = { username: 'Correo o teléfono', password: 'Contraseña', submit: 'Iniciar sesión' }) {
  await page.getByLabel(labels.username).fill(company.email);
  await page.getByLabel(labels.password, { exact: true }).fill(company.password);
  await page.getByRole('button', { name: labels.submit }).click();
}

/** Waits for a mail to `to` at the test SMTP server and answers the links in its text part. */
export async function waitForMailLinks(to: string, subject: RegExp, timeoutMs = 15_000): Promise<string[]> {
  return (await waitForMail(to, subject, timeoutMs)).links;
}

/** Waits for a mail to `to` at the test SMTP server whose subject matches, and answers it decoded. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 15_000): Promise<ReadMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of readdirSync(e2eEnvironment.mailDir).sort().reverse()) {
      const raw = readFileSync(join(e2eEnvironment.mailDir, file));
      // The whole run's mail is here: a mail whose bytes do not name the address is not to it, so it is not parsed.
      if (!raw.includes(to)) continue;
      const mail = await readMail(raw);
      // The test SMTP server writes each message's envelope recipients first (global-setup.ts).
      if (mail.headers['x-envelope-to']?.split(',').includes(to) && subject.test(mail.subject)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms`);
}

export const test = base;
export { expect };
