// What the crash tests do through the HTTP API of a running service process: a company that may pay,
// a checkout and what it left, a batch of 500 people to import, an employee who rides, a ride done and
// waiting for its passenger's validation. `current()` answers the process running now, restarts and all.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { home, office } from './trips.js';
import { call, waitForOutboxMail, type Answer, type RequestHeaders, type ServiceData, type ServiceProcess } from './service-process.js';

export type Company = { enterpriseId: string; headers: RequestHeaders; paymentMethodId: string };

/** A checkout as the API shows it: no charge; a charge waiting for its settlement; or a charge with its receipt and subscription. */
export type CheckoutState = 'none' | 'charged' | 'paid';

const bearer = (token: string): RequestHeaders => ({ authorization: `Bearer ${token}` });

export function serviceClient(current: () => ServiceProcess, data: ServiceData) {
  const get = <T = unknown>(path: string, headers: RequestHeaders) => call<T>(current(), 'GET', path, { headers });
  const post = <T = unknown>(path: string, body: unknown, headers: RequestHeaders = {}) => call<T>(current(), 'POST', path, { headers, body });
  const patch = <T = unknown>(path: string, body: unknown, headers: RequestHeaders) => call<T>(current(), 'PATCH', path, { headers, body });
  let clients = 0;
  /** A client address of its own (the test stands for the trusted proxy): sign-ups and logins are limited per address. */
  const newClient = (): RequestHeaders => ({ 'x-forwarded-for': `203.0.${Math.floor((clients += 1) / 250)}.${clients % 250}` });
  const companies = new Map<string, Company>();

  async function logIn(username: string, password: string): Promise<{ headers: RequestHeaders; enterpriseId: string }> {
    const login = await post<{ token: string; user: { enterpriseId: string } }>('/auth/login', { username, password }, newClient());
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    return { headers: bearer(login.body.token), enterpriseId: login.body.user.enterpriseId };
  }

  /** A company whose administrator is logged in, with their email verified (paying needs it) and a test card saved. */
  async function company(name: string): Promise<Company> {
    const email = `admin-${randomUUID().slice(0, 8)}@${name.toLowerCase()}.mx`;
    const password = 'viajes-compartidos';
    const signUp = await post('/auth/register', { companyName: name, representativeName: 'Lucía Hernández', email, password, interestPlan: 'enterprise' }, newClient());
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(201);
    const { headers, enterpriseId } = await logIn(email, password);
    const mail = await waitForOutboxMail(data.dataDir, email, /Confirma tu correo/);
    expect((await post('/auth/verify-email', { token: new URL(mail.links[0]!).searchParams.get('token') })).status).toBe(200);
    const { clientSecret } = (await post<{ clientSecret: string }>('/stripe/create-setup-intent', {}, headers)).body;
    const card = { clientSecret, number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123', holderName: 'Lucía Hernández' };
    const paymentMethodId = (await post<{ setupIntent: { payment_method: string } }>('/stripe/sandbox/confirm-setup', card)).body.setupIntent.payment_method;
    expect((await post('/stripe/add-card', { paymentMethodId }, headers)).status).toBe(201);
    const made = { enterpriseId, headers, paymentMethodId };
    companies.set(enterpriseId, made);
    return made;
  }

  /** The checkout of the enterprise plan with the company's card, to be fired. */
  const checkout = (buyer: Company) => () => post('/stripe/create-subscription', { priceId: 'price_enterprise_monthly', paymentMethodId: buyer.paymentMethodId }, buyer.headers);

  /** What a checkout left, as the company's billing pages and the sandbox's charges show it; anything else half made fails. */
  async function checkoutState(buyer: Company): Promise<CheckoutState> {
    const charges = (await get<{ data: { status: string }[] }>('/stripe/sandbox/charges', buyer.headers)).body.data;
    const { subscription } = (await get<{ subscription: { status: string } | null }>('/stripe/subscription', buyer.headers)).body;
    const payments = (await get<{ paymentHistory: { status: string; number: string | null }[] }>('/stripe/getPaymentHistory', buyer.headers)).body.paymentHistory;
    expect(charges.length, 'one charge at most: a charge asked again under its key is made once').toBeLessThanOrEqual(1);
    if (charges.length === 0) {
      expect({ subscription, payments }, 'no subscription nor receipt without a charge').toEqual({ subscription: null, payments: [] });
      return 'none';
    }
    expect(charges[0]!.status).toBe('succeeded');
    if (!subscription) {
      expect(payments, 'a receipt comes with its subscription').toEqual([]);
      return 'charged';
    }
    expect(subscription.status).toBe('active');
    expect(payments.map((payment) => [payment.status, typeof payment.number])).toEqual([['paid', 'string']]);
    return 'paid';
  }

  const batches = new Map<string, object[]>();
  /** 500 people whose names carry `tag`, sent at once (as the CSV screen sends them) to be imported, or only checked: the same rows each time for a tag. */
  function importBatch(into: Company, tag: string, { dryRun = false } = {}): () => Promise<Answer<{ data: { validCount: number; invalidCount: number } }>> {
    if (!batches.has(tag)) {
      const first = 30_000_000 + batches.size * 1000;
      const rows = Array.from({ length: 500 }, (_, index) => {
        const digits = String(first + index);
        return {
          firstNames: 'Persona',
          lastNames: `${tag} ${String(index).padStart(3, '0')}`,
          email: `persona-${index}@${tag}.mx`,
          phone: `55 ${digits.slice(0, 4)} ${digits.slice(4)}`,
          address: 'Av. Reforma 222, Ciudad de México',
        };
      });
      batches.set(tag, rows);
    }
    return () => post('/employee/import', { rows: batches.get(tag), dryRun }, into.headers);
  }

  /** How many of the company's people the list finds by a batch's tag. */
  const peopleOf = async (of: Company, tag: string) => (await get<{ total: number }>(`/enterprise/employees?search=${tag}`, of.headers)).body.total;

  /** An employee who joined through the company's link, approved by its administrator, logged in. */
  async function approvedEmployee(of: Company): Promise<RequestHeaders> {
    const { code } = (await get<{ data: { code: string } }>('/enterprise/join-link', of.headers)).body.data;
    const email = `pasajera-${randomUUID().slice(0, 8)}@viajes.mx`;
    // A phone no one else has: each passenger is a person of their own.
    const phone = `55 40${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
    const person = { firstNames: 'Elena', lastNames: 'Rivas', email, phone, password: 'camino-al-trabajo' };
    expect((await post(`/join/${code}`, person, newClient())).status).toBe(201);
    const pending = (await get<{ employees: { employeeId: string }[] }>('/enterprise/employees/pending', of.headers)).body.employees;
    expect((await patch(`/employee/${pending[0]!.employeeId}/approve`, {}, of.headers)).status).toBe(200);
    return (await logIn(email, person.password)).headers;
  }

  /** A ride leaving at `departureAt` from home to the office: the administrator drives, the passenger books, it is confirmed and completed; answers the booking. */
  async function completedRide(of: Company, passenger: RequestHeaders, departureAt: string): Promise<string> {
    const offer = await post<{ data: { journeyId: string } }>('/trips/offers', { origin: home, destination: office, departureAt, seats: 3 }, of.headers);
    const request = await post<{ data: { journeyId: string } }>('/trips/requests', { origin: home, destination: office, departureAt }, passenger);
    const booked = await post<{ data: { bookingId: string } }>('/trips/bookings', { requestId: request.body.data.journeyId, offerId: offer.body.data.journeyId }, passenger);
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const { bookingId } = booked.body.data;
    for (const status of ['CONFIRMED', 'COMPLETED_PENDING_VALIDATION']) expect((await patch(`/trips/bookings/${bookingId}`, { status }, of.headers)).status).toBe(200);
    return bookingId;
  }

  return { get, post, patch, companies, company, checkout, checkoutState, importBatch, peopleOf, approvedEmployee, completedRide };
}
