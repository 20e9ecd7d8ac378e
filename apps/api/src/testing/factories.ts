import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Plan, RegisterBody } from '@rumbo/contract';
import { employeesTable } from '../features/employees/employees.table.js';
import { insertPeopleDirectly } from '../db/seed-people.js';
import { accountsTable } from '../features/auth/auth.table.js';
import { enterprisesTable } from '../features/enterprises/enterprises.table.js';
import { waitForMail, type TestApp } from './build-test-app.js';

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
  const register = await app.inject({ method: 'POST', url: '/api/auth/register', payload: company, headers: registerHeaders, remoteAddress: freshAddress() });
  if (register.statusCode !== 201) throw new Error(`register failed: ${register.body}`);
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: company.email, password: company.password } });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const cookie = login.cookies.find((c) => c.name === 'rumbo_refresh')!;
  const body = login.json() as { token: string; user: { idEmployee: string; enterpriseId: string } };
  return { company, token: body.token, user: body.user, refreshCookie: cookie.value, headers: { authorization: `Bearer ${body.token}` } };
}

// Employees

type InjectResponse = Awaited<ReturnType<TestApp['inject']>>;
export type AuthHeaders = { authorization: string };

let phoneCounter = 0;
const phoneBase = Math.floor(Math.random() * 50_000_000);

/** A valid Mexico City mobile number (as a person types it), different on every call. */
export function uniquePhone(): string {
  const digits = String(phoneBase + ++phoneCounter).padStart(8, '0');
  return `55 ${digits.slice(0, 4)} ${digits.slice(4)}`;
}

/** The E.164 form the API stores for a number from uniquePhone(). */
export function e164Of(phone: string): string {
  return `+52${phone.replace(/\D/g, '')}`;
}

export type EmployeeInput = { firstNames: string; lastNames: string; email: string; phone: string; address: string };

export function employeeData(overrides: Partial<EmployeeInput> = {}): EmployeeInput {
  const id = randomUUID().slice(0, 8);
  return {
    firstNames: 'Luis',
    lastNames: `Ramírez ${id}`,
    email: `luis-${id}@empleados.mx`,
    phone: uniquePhone(),
    address: 'Av. Reforma 222, Ciudad de México',
    ...overrides,
  };
}

export type RegisteredEmployee = {
  employeeId: string;
  fullName: string;
  firstNames: string;
  lastNames: string;
  email: string;
  phone: string | null;
  address: string;
  isPending: boolean;
  isAdmin: boolean;
  status: 'active' | 'pending' | 'suspended';
  tripPreferences: string;
};

/** Marks the email of the administrator behind `headers` verified, as the link in their sign-up mail would. */
export async function verifyEmailOf(app: TestApp, headers: AuthHeaders): Promise<void> {
  const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers });
  const accountId = await accountIdOf(app, (me.json() as { user: { idEmployee: string } }).user.idEmployee);
  await app.db.update(accountsTable).set({ emailVerifiedAt: new Date() }).where(and(eq(accountsTable.id, accountId), isNull(accountsTable.emailVerifiedAt)));
}

/**
 * Registers an employee through the API as the given administrator (no invitation mail unless
 * asked; asked, the administrator's email is verified first, as sending invitations requires).
 */
export async function registerEmployee(
  app: TestApp,
  headers: AuthHeaders,
  overrides: Partial<EmployeeInput> & { sendInvitation?: boolean } = {},
): Promise<RegisteredEmployee> {
  if (overrides.sendInvitation) await verifyEmailOf(app, headers);
  const response = await app.inject({ method: 'POST', url: '/api/employee/register', headers, payload: { ...employeeData(), sendInvitation: false, ...overrides } });
  if (response.statusCode !== 201) throw new Error(`register employee failed: ${response.statusCode} ${response.body}`);
  return response.json().employee as RegisteredEmployee;
}

export function logIn(app: TestApp, username: string, password: string, remoteAddress?: string): Promise<InjectResponse> {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress });
}

let addressCounter = 0;
/** A client address of its own, so throttles counted per address (login, join) do not spill over. */
export function freshAddress(): string {
  addressCounter += 1;
  return `10.9.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
}

export type LoggedInEmployee = {
  employee: RegisteredEmployee;
  password: string;
  token: string;
  refreshCookie: string;
  headers: AuthHeaders;
};

/**
 * An employee who is not an administrator and can log in: registered with an invitation mail, the
 * mailed link accepted through the API, then logged in. Needs an app that runs its jobs (mail).
 */
export async function createEmployeeWhoCanLogIn(app: TestApp, adminHeaders: AuthHeaders, overrides: Partial<EmployeeInput> = {}): Promise<LoggedInEmployee> {
  const employee = await registerEmployee(app, adminHeaders, { ...overrides, sendInvitation: true });
  const mail = await waitForMail(app, employee.email, { subject: /te invita a Rumbo|invites you to Rumbo|lädt Sie zu Rumbo ein/ });
  const token = new URL(mail.links[0]!).searchParams.get('token')!;
  const password = 'clave-del-empleado';
  const accepted = await app.inject({ method: 'POST', url: '/api/auth/accept-invitation', payload: { token, password } });
  if (accepted.statusCode !== 200) throw new Error(`accept invitation failed: ${accepted.body}`);
  return { employee, password, ...(await logInEmployee(app, employee.email, password)) };
}

export async function logInEmployee(app: TestApp, username: string, password: string) {
  const login = await logIn(app, username, password, freshAddress());
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  const token = (login.json() as { token: string }).token;
  const refreshCookie = login.cookies.find((c) => c.name === 'rumbo_refresh')!.value;
  return { token, refreshCookie, headers: { authorization: `Bearer ${token}` } };
}

export async function joinCodeOf(app: TestApp, adminHeaders: AuthHeaders): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/enterprise/join-link', headers: adminHeaders });
  if (response.statusCode !== 200) throw new Error(`join link failed: ${response.body}`);
  return (response.json() as { data: { code: string } }).data.code;
}

export type JoinInput = EmployeeInput & { password: string };

export function joinData(overrides: Partial<Omit<JoinInput, 'address'>> = {}): Omit<JoinInput, 'address'> {
  const { address: _address, ...person } = employeeData();
  return { ...person, password: 'clave-de-registro', ...overrides };
}

/** Signs a person up through a join link, from an address of its own (sign-ups are throttled per address). */
export function joinCompany(app: TestApp, code: string, body: Partial<JoinInput> = joinData(), remoteAddress = freshAddress()): Promise<InjectResponse> {
  return app.inject({ method: 'POST', url: `/api/join/${code}`, payload: body, remoteAddress });
}

/** Signs a person up through the join link of the admin's company; answers the pending employee. */
export async function createPendingEmployee(app: TestApp, adminHeaders: AuthHeaders, overrides: Partial<Omit<JoinInput, 'address'>> = {}) {
  const person = joinData(overrides);
  const response = await joinCompany(app, await joinCodeOf(app, adminHeaders), person);
  if (response.statusCode !== 201) throw new Error(`join failed: ${response.body}`);
  const [row] = await app.db
    .select({ id: employeesTable.id })
    .from(employeesTable)
    .innerJoin(accountsTable, eq(accountsTable.id, employeesTable.accountId))
    .where(and(eq(accountsTable.email, person.email), isNull(accountsTable.releasedAt)));
  return { employeeId: row!.id, ...person };
}

/** Puts a company on another plan (subscriptions will set it). */
export async function setEnterprisePlan(app: TestApp, enterpriseId: string, plan: Plan): Promise<void> {
  await app.db.update(enterprisesTable).set({ plan }).where(eq(enterprisesTable.id, enterpriseId));
}

/**
 * Adds `count` employees to a company straight through the database, for tests that need many
 * (plan limits, pagination at scale). Names `${prefix} 00001` ... keep their order predictable.
 */
export async function insertEmployeesDirectly(
  app: TestApp,
  enterpriseId: string,
  count: number,
  { prefix = 'Masivo', status = 'active' }: { prefix?: string; status?: 'active' | 'pending' | 'suspended' } = {},
): Promise<void> {
  const tag = randomUUID().slice(0, 8);
  const rows = Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(5, '0');
    return {
      enterpriseId,
      firstNames: prefix,
      lastNames: number,
      email: `${prefix.toLowerCase()}-${tag}-${number}@masivo.mx`,
      phone: e164Of(uniquePhone()),
      status,
    };
  });
  await insertPeopleDirectly(app.db, rows);
}

/** The login account behind an employee. */
export async function accountIdOf(app: TestApp, employeeId: string): Promise<string> {
  const [row] = await app.db.select({ accountId: employeesTable.accountId }).from(employeesTable).where(eq(employeesTable.id, employeeId));
  if (!row) throw new Error(`no employee ${employeeId}`);
  return row.accountId;
}

// Billing

/** Saves a test card for the caller's company through the sandbox, as the card form does; answers its payment method id. */
export async function saveTestCard(app: TestApp, headers: AuthHeaders, number = '4242424242424242', holderName = 'Ana Torres'): Promise<string> {
  const intent = await app.inject({ method: 'POST', url: '/api/stripe/create-setup-intent', headers });
  if (intent.statusCode !== 201) throw new Error(`setup intent failed: ${intent.body}`);
  const confirm = await app.inject({
    method: 'POST',
    url: '/api/stripe/sandbox/confirm-setup',
    payload: { clientSecret: intent.json().clientSecret, number, expMonth: 12, expYear: 2030, cvc: '123', holderName },
  });
  if (confirm.statusCode !== 200) throw new Error(`confirm failed: ${confirm.body}`);
  const paymentMethodId = confirm.json().setupIntent.payment_method as string;
  const add = await app.inject({ method: 'POST', url: '/api/stripe/add-card', headers, payload: { paymentMethodId } });
  if (add.statusCode !== 201) throw new Error(`add card failed: ${add.body}`);
  return paymentMethodId;
}

/** Subscribes the caller's company to `plan` with a new card (its email verified first, as subscribing needs); answers the subscription and the card. */
export async function subscribe(app: TestApp, headers: AuthHeaders, plan: Plan = 'pro', number = '4242424242424242') {
  await verifyEmailOf(app, headers);
  const paymentMethodId = await saveTestCard(app, headers, number);
  const response = await app.inject({ method: 'POST', url: '/api/stripe/create-subscription', headers, payload: { priceId: `price_${plan}_monthly`, paymentMethodId } });
  if (response.statusCode !== 201) throw new Error(`subscribe failed: ${response.body}`);
  return { subscription: response.json().subscription as { id: string; current_period_end: number }, paymentMethodId };
}
