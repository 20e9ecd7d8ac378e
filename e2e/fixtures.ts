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
 * 127.0.0.1 as its proxy in this run): sign-ups are limited per address, and each seeded company
 * stands for a different visitor.
 */
export function asNewClient(): Record<string, string> {
  clients += 1;
  return { 'x-forwarded-for': `203.0.${Math.floor(clients / 250) % 250}.${clients % 250}` };
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
  const login = await request.post('/api/auth/login', { data: { username: account.email, password: account.password } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
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

/** Closes the first-use tour the way a person skips it. */
export async function skipTutorial(page: Page) {
  await expect(page.locator('.driver-popover')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.driver-popover')).toBeHidden();
}

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
