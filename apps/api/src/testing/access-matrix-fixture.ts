// Company A with one of each object an endpoint can name, the people who call the matrix's
// endpoints, and fresh objects for the calls that use one up.
import { eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { employeesTable } from '../features/employees/employees.table.js';
import { issueDueReportSnapshots } from '../features/reports/index.js';
import { buildTestApp } from './build-test-app.js';
import {
  createEmployeeWhoCanLogIn,
  logInEmployee,
  registerEmployee,
  saveTestCard,
  signUpAndLogIn,
  subscribe,
  type AuthHeaders,
} from './factories.js';
import { createTestClock } from './test-clock.js';
import { home, office } from './trips.js';

/** Who calls: nobody, a person of A whose token was good until they were trashed or suspended, an active employee of A, B's administrator, A's administrator. */
export type Caller = 'anonymous' | 'trashed' | 'suspended' | 'employee' | 'otherCompanyAdmin' | 'admin';
export const callers: readonly Caller[] = ['anonymous', 'trashed', 'suspended', 'employee', 'otherCompanyAdmin', 'admin'];

/** A caller as a request is made for them: their headers, and their password where a call asks for it. */
export type CallerIdentity = { caller: Caller; headers: Record<string, string>; password: string };

// The clock stands still (tokens never expire under it); trips leave the next morning.
export const now = new Date('2026-03-01T12:00:00Z');
export const tomorrow = '2026-03-02T08:00:00-06:00';

async function makePdf(): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.text('Constancia de situación fiscal');
    doc.end();
  });
}

/** A multipart body with one file, as a browser's form sends it. */
export async function multipart(bytes: Buffer, filename: string, contentType: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), filename);
  const request = new Request('http://localhost', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

const sandboxCard = { number: '5555555555554444', expMonth: 12, expYear: 2030, cvc: '123', holderName: 'Ana Torres' };

export async function buildMatrixFixture() {
  const app = await buildTestApp({ clock: createTestClock(now) });
  const post = async (headers: AuthHeaders, url: string, payload: object, status = 201) => {
    const response = await app.inject({ method: 'POST', url, headers, payload });
    if (response.statusCode !== status) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };
  const patch = async (headers: AuthHeaders, url: string, payload: object = {}) => {
    const response = await app.inject({ method: 'PATCH', url, headers, payload });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };

  const adminA = await signUpAndLogIn(app);
  const adminB = await signUpAndLogIn(app);
  const enterpriseId = adminA.user.enterpriseId;
  const { subscription, paymentMethodId } = await subscribe(app, adminA.headers, 'pro');
  // B pays too, so what it is refused is refused for being another company, not for having no plan.
  await subscribe(app, adminB.headers, 'pro');
  const employee = await createEmployeeWhoCanLogIn(app, adminA.headers);
  // The other party of A's administrator's rides: the matrix's employee owns none of them.
  const rider = await createEmployeeWhoCanLogIn(app, adminA.headers);
  const trashed = await createEmployeeWhoCanLogIn(app, adminA.headers);
  await patch(adminA.headers, `/api/employee/soft-delete/${trashed.employee.employeeId}`);
  const suspended = await createEmployeeWhoCanLogIn(app, adminA.headers);
  await patch(adminA.headers, `/api/employee/${suspended.employee.employeeId}`, { status: 'suspended' });

  const pdf = await makePdf();
  const png = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#2a6' } }).png().toBuffer();
  const uploadTo = async (kind: 'cif' | 'logo') => {
    const file = kind === 'cif' ? await multipart(pdf, 'constancia.pdf', 'application/pdf') : await multipart(png, 'logo.png', 'image/png');
    const response = await app.inject({ method: 'POST', url: `/api/enterprise/${enterpriseId}/${kind}`, headers: { ...adminA.headers, ...file.headers }, payload: file.payload });
    if (response.statusCode !== 200) throw new Error(`upload ${kind}: ${response.body}`);
  };
  await uploadTo('cif');
  await uploadTo('logo');

  const journey = (headers: AuthHeaders, kind: 'offers' | 'requests', departureAt = tomorrow) =>
    post(headers, `/api/trips/${kind}`, { origin: home, destination: office, departureAt, ...(kind === 'offers' && { seats: 3 }) }).then(
      (body) => body.data.journeyId as string,
    );
  /** A booking of the rider's on a ride A's administrator drives, pending or confirmed. */
  const booking = async ({ confirmed = false, departureAt = tomorrow } = {}) => {
    const offerId = await journey(adminA.headers, 'offers', departureAt);
    const requestId = await journey(rider.headers, 'requests', departureAt);
    const bookingId = (await post(rider.headers, '/api/trips/bookings', { requestId, offerId })).data.bookingId as string;
    if (confirmed) await patch(adminA.headers, `/api/trips/bookings/${bookingId}`, { status: 'CONFIRMED' });
    return bookingId;
  };

  // A validated ride of A, which left half an hour ago (a ride is completed within its own time), then
  // the half-month report it figures in.
  const rideId = await booking({ confirmed: true, departureAt: new Date(now.getTime() - 30 * 60_000).toISOString() });
  await patch(adminA.headers, `/api/trips/bookings/${rideId}`, { status: 'COMPLETED_PENDING_VALIDATION', vehicleKm: 6 });
  await patch(rider.headers, `/api/trips/bookings/${rideId}`, { status: 'VALIDATED' });
  await issueDueReportSnapshots(app.ctx, new Date('2026-03-16T06:00:00Z'));
  const read = async (url: string) => (await app.inject({ method: 'GET', url, headers: adminA.headers })).json();
  const [snapshot] = (await read('/api/reports/snapshots')).data as { id: string }[];
  const [payment] = (await read('/api/stripe/getPaymentHistory')).paymentHistory as { id: string }[];
  const [trip] = (await read('/api/trips/company')).data as { tripId: string }[];
  // The payment of the subscription left its administrators a notice.
  const [notification] = (await read('/api/notifications')).data.notifications as { id: string }[];
  const [session] = (await read('/api/auth/sessions')).sessions as { sessionId: string }[];
  const setupIntent = await post(adminA.headers, '/api/stripe/create-setup-intent', {});
  await post({} as AuthHeaders, '/api/stripe/sandbox/confirm-setup', { ...sandboxCard, clientSecret: setupIntent.clientSecret }, 200);

  const ids = {
    enterpriseId,
    adminEmployeeId: adminA.user.idEmployee,
    employeeId: employee.employee.employeeId,
    trashedEmployeeId: trashed.employee.employeeId,
    subscriptionId: subscription.id,
    paymentMethodId,
    paymentId: payment!.id,
    setupIntentId: setupIntent.id as string,
    snapshotId: snapshot!.id,
    tripId: trip!.tripId,
    notificationId: notification!.id,
    sessionId: session!.sessionId,
    offerId: await journey(adminA.headers, 'offers'),
    requestId: await journey(adminA.headers, 'requests'),
    // Leaving in half an hour: its proofs may be recorded now.
    bookingId: await booking({ confirmed: true, departureAt: new Date(now.getTime() + 30 * 60_000).toISOString() }),
  };
  if (Object.values(ids).some((id) => !id)) throw new Error(`an object of company A is missing: ${JSON.stringify(ids)}`);

  /** A new person of a company who can log in; promoted to administrator when asked. */
  const freshPerson = async (adminHeaders: AuthHeaders, isAdmin: boolean) => {
    const person = await createEmployeeWhoCanLogIn(app, adminHeaders);
    if (isAdmin) await patch(adminHeaders, '/api/employee/role', { employeeId: person.employee.employeeId, isAdmin: true });
    return { headers: person.headers, password: person.password };
  };

  return {
    app,
    ids,
    enterpriseId,
    adminHeaders: adminA.headers,
    employeeLogin: { username: employee.employee.email, password: employee.password },
    identities: {
      anonymous: { caller: 'anonymous', headers: {}, password: '' },
      trashed: { caller: 'trashed', headers: trashed.headers, password: trashed.password },
      suspended: { caller: 'suspended', headers: suspended.headers, password: suspended.password },
      employee: { caller: 'employee', headers: employee.headers, password: employee.password },
      otherCompanyAdmin: { caller: 'otherCompanyAdmin', headers: adminB.headers, password: adminB.company.password },
      admin: { caller: 'admin', headers: adminA.headers, password: adminA.company.password },
    } satisfies Record<Caller, CallerIdentity>,
    /** What no other company may ever read: A's ids, names and addresses. */
    async secretsOfA(): Promise<string[]> {
      const people = await app.db.select({ id: employeesTable.id, searchName: employeesTable.searchName }).from(employeesTable).where(eq(employeesTable.enterpriseId, enterpriseId));
      return [...Object.values(ids), ...people.map((person) => person.id), adminA.company.companyName, adminA.company.email, employee.employee.email, rider.employee.email];
    },
    /** A fresh person of the caller's company for a call that acts on its own caller (password, sessions, second step). */
    async freshIdentity(identity: CallerIdentity): Promise<CallerIdentity> {
      if (identity.caller === 'employee') return { caller: 'employee', ...(await freshPerson(adminA.headers, false)) };
      if (identity.caller === 'admin') return { caller: 'admin', ...(await freshPerson(adminA.headers, true)) };
      if (identity.caller === 'otherCompanyAdmin') return { caller: 'otherCompanyAdmin', ...(await freshPerson(adminB.headers, true)) };
      return identity;
    },
    fresh: {
      employee: () => registerEmployee(app, adminA.headers),
      trashedEmployee: async () => {
        const person = await registerEmployee(app, adminA.headers);
        await patch(adminA.headers, `/api/employee/soft-delete/${person.employeeId}`);
        return person;
      },
      pendingEmployee: async () => {
        const { employeeId } = await registerEmployee(app, adminA.headers);
        await app.db.update(employeesTable).set({ status: 'pending' }).where(eq(employeesTable.id, employeeId));
        return employeeId;
      },
      offer: () => journey(adminA.headers, 'offers'),
      request: () => journey(adminA.headers, 'requests'),
      riderOffer: () => journey(rider.headers, 'offers'),
      booking,
      card: () => saveTestCard(app, adminA.headers, '5555555555554444'),
      /** A session of A's administrator other than the one the matrix calls with. */
      session: async () => {
        await logInEmployee(app, adminA.company.email, adminA.company.password);
        const sessions = (await read('/api/auth/sessions')).sessions as { sessionId: string; current: boolean }[];
        return sessions.find((each) => !each.current && each.sessionId !== ids.sessionId)!.sessionId;
      },
      confirmedPaymentMethod: async () => {
        const intent = await post(adminA.headers, '/api/stripe/create-setup-intent', {});
        const confirmed = await post({} as AuthHeaders, '/api/stripe/sandbox/confirm-setup', { ...sandboxCard, clientSecret: intent.clientSecret }, 200);
        return confirmed.setupIntent.payment_method as string;
      },
      setupIntent: () => post(adminA.headers, '/api/stripe/create-setup-intent', {}) as Promise<{ id: string; clientSecret: string }>,
      logo: () => uploadTo('logo'),
      pdf: () => multipart(pdf, 'constancia.pdf', 'application/pdf'),
      png: () => multipart(png, 'logo.png', 'image/png'),
    },
  };
}

export type MatrixFixture = Awaited<ReturnType<typeof buildMatrixFixture>>;
