// The inbox's notices: a company's own, newest first, read once for all its administrators, and
// mailed to each active administrator in their own language when they are given.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../service-context.js';
import { buildTestApp, readMails, waitForMail, waitForMails, type TestApp } from '../../testing/build-test-app.js';
import { createTestClock, type TestClock } from '../../testing/test-clock.js';
import { accountIdOf, createEmployeeWhoCanLogIn, signUpAndLogIn, subscribe, verifyEmailOf, type AuthHeaders } from '../../testing/factories.js';
import { paymentsTable } from '../billing/billing.table.js';
import { enterprisesTable } from '../enterprises/enterprises.table.js';
import { mailOutboxTable } from '../mail/mail.table.js';
import { notifyAccount, notifyAdministrators, type Notice } from './notifications.service.js';

let app: TestApp;
let clock: TestClock;
beforeAll(async () => {
  clock = createTestClock(new Date('2026-02-10T18:00:00Z'));
  app = await buildTestApp({ clock });
});
afterAll(async () => {
  await app.close();
});

const list = (headers: AuthHeaders) => app.inject({ method: 'GET', url: '/api/notifications', headers });
const markRead = (headers: AuthHeaders, id: string) => app.inject({ method: 'PATCH', url: `/api/notifications/${id}/read`, headers });

const paid = (amount = 449_900): Notice => ({ kind: 'payment_succeeded', plan: 'pro', amount, paymentId: null, until: null });

async function notify(enterpriseId: string, notice: Notice) {
  await withTransaction(app.ctx, (tx) => notifyAdministrators(tx, enterpriseId, notice));
}

type Listed = { id: string; kind: string; amount: number | null; readAt: string | null; createdAt: string };

describe('GET /api/notifications', () => {
  it('lists only the company’s notices, newest first, with the unread count', async () => {
    const admin = await signUpAndLogIn(app, { companyName: 'Rutas del Sol' });
    const other = await signUpAndLogIn(app, { companyName: 'Ajena' });
    await notify(admin.user.enterpriseId, paid(100));
    clock.advance(60);
    await notify(other.user.enterpriseId, paid(999));
    await notify(admin.user.enterpriseId, { kind: 'subscription_ending', plan: 'pro', amount: null, paymentId: null, until: new Date('2026-03-10T06:00:00Z') });
    clock.advance(60);
    await notify(admin.user.enterpriseId, paid(300));

    const response = await list(admin.headers);
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: { notifications: Listed[]; unread: number } };
    expect(data.unread).toBe(3);
    expect(data.notifications.map((notice) => [notice.kind, notice.amount])).toEqual([
      ['payment_succeeded', 300],
      ['subscription_ending', null],
      ['payment_succeeded', 100],
    ]);
    expect(data.notifications[1]).toMatchObject({ plan: 'pro', until: '2026-03-10T06:00:00.000Z', readAt: null, paymentId: null });
    expect(Date.parse(data.notifications[0]!.createdAt) - Date.parse(data.notifications[2]!.createdAt)).toBe(120_000);

    const others = (await list(other.headers)).json() as { data: { notifications: Listed[]; unread: number } };
    expect(others.data.notifications.map((notice) => notice.amount)).toEqual([999]);
  });

  it('shows the newest 50', async () => {
    const admin = await signUpAndLogIn(app, { companyName: 'Muchos Avisos' });
    for (let i = 1; i <= 52; i++) {
      clock.advance(1);
      await notify(admin.user.enterpriseId, paid(i));
    }
    const { data } = (await list(admin.headers)).json() as { data: { notifications: Listed[]; unread: number } };
    expect(data.notifications).toHaveLength(50);
    expect(data.notifications[0]!.amount).toBe(52);
    expect(data.notifications[49]!.amount).toBe(3);
    expect(data.unread).toBe(52);
  });

  it('shows an employee none of the company’s notices, only their own', async () => {
    const admin = await signUpAndLogIn(app, { companyName: 'Solo Admins' });
    const employee = await createEmployeeWhoCanLogIn(app, admin.headers);
    await notify(admin.user.enterpriseId, paid());
    const response = await list(employee.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ notifications: [], unread: 0 });
    expect((await list({ authorization: 'Bearer nope' })).statusCode).toBe(401);
  });
});

describe('PATCH /api/notifications/:id/read', () => {
  it('marks a notice read once, for the whole company; another company’s is not found', async () => {
    const admin = await signUpAndLogIn(app, { companyName: 'Lectores' });
    const other = await signUpAndLogIn(app, { companyName: 'Curiosos' });
    await notify(admin.user.enterpriseId, paid());
    const [notice] = ((await list(admin.headers)).json() as { data: { notifications: Listed[] } }).data.notifications;

    expect((await markRead(other.headers, notice!.id)).statusCode).toBe(404);
    expect((await markRead(admin.headers, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await markRead(admin.headers, 'not-a-uuid')).statusCode).toBe(400);

    const first = await markRead(admin.headers, notice!.id);
    expect(first.statusCode).toBe(200);
    const readAt = (first.json() as { notification: Listed }).notification.readAt;
    expect(readAt).toBe(clock.now().toISOString());
    clock.advance(60);
    // Opening it again keeps the first time it was read.
    expect(((await markRead(admin.headers, notice!.id)).json() as { notification: Listed }).notification.readAt).toBe(readAt);
    expect(((await list(admin.headers)).json() as { data: { unread: number } }).data.unread).toBe(0);
  });

  it('does not let an employee mark a notice of the company’s', async () => {
    const admin = await signUpAndLogIn(app, { companyName: 'Mirones' });
    const employee = await createEmployeeWhoCanLogIn(app, admin.headers);
    await notify(admin.user.enterpriseId, paid());
    const [notice] = ((await list(admin.headers)).json() as { data: { notifications: Listed[] } }).data.notifications;
    expect((await markRead(employee.headers, notice!.id)).statusCode).toBe(404);
    expect(((await list(admin.headers)).json() as { data: { unread: number } }).data.unread).toBe(1);
  });
});

describe('PATCH /api/notifications/read', () => {
  const markAllRead = (headers: AuthHeaders) => app.inject({ method: 'PATCH', url: '/api/notifications/read', headers });
  const listed = async (headers: AuthHeaders) => ((await list(headers)).json() as { data: { notifications: Listed[]; unread: number } }).data;

  it('marks every notice of the caller’s company read in one request, keeping those read before, and no other company’s', async () => {
    const admin = await signUpAndLogIn(app, { companyName: 'Al Día' });
    const other = await signUpAndLogIn(app, { companyName: 'Pendientes' });
    for (const amount of [100, 200, 300]) await notify(admin.user.enterpriseId, paid(amount));
    await notify(other.user.enterpriseId, paid());
    const opened = (await listed(admin.headers)).notifications.at(-1)!;
    const openedAt = ((await markRead(admin.headers, opened.id)).json() as { notification: Listed }).notification.readAt;
    clock.advance(60);

    const answer = await markAllRead(admin.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, message: 'Todo está marcado como leído', data: { marked: 2 } });
    const after = await listed(admin.headers);
    expect(after.unread).toBe(0);
    expect(after.notifications.every((notice) => notice.readAt !== null)).toBe(true);
    expect(after.notifications.find((notice) => notice.id === opened.id)!.readAt).toBe(openedAt);
    expect((await listed(other.headers)).unread).toBe(1);

    expect((await markAllRead(admin.headers)).json().data).toEqual({ marked: 0 });
  });

  it('leaves another administrator’s own notices unread', async () => {
    const admin = await signUpAndLogIn(app, { companyName: 'Cada Quien' });
    const colleague = await createEmployeeWhoCanLogIn(app, admin.headers);
    const promoted = await app.inject({ method: 'PATCH', url: '/api/employee/role', headers: admin.headers, payload: { employeeId: colleague.employee.employeeId, isAdmin: true } });
    expect(promoted.statusCode).toBe(200);
    await notifyAccount(app.ctx, await accountIdOf(app, colleague.employee.employeeId), { kind: 'password_changed' });
    await notify(admin.user.enterpriseId, paid());
    expect((await markAllRead(admin.headers)).json().data).toEqual({ marked: 1 });
    expect((await listed(colleague.headers)).unread).toBe(1);
  });

  it('marks none of the company’s notices when an employee marks all of theirs', async () => {
    const admin = await signUpAndLogIn(app, { companyName: 'Fisgones' });
    const employee = await createEmployeeWhoCanLogIn(app, admin.headers);
    await notify(admin.user.enterpriseId, paid());
    const marked = await markAllRead(employee.headers);
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data).toEqual({ marked: 0 });
    expect((await listed(admin.headers)).unread).toBe(1);
  });
});

describe('the mails of a notice', () => {
  it('reach every active administrator, each in their own language, with dates in the company’s zone', async () => {
    const admin = await signUpAndLogIn(app, { companyName: 'Correos Claros' });
    const colleague = await createEmployeeWhoCanLogIn(app, admin.headers, { firstNames: 'John', lastNames: 'Smith' });
    const promoted = await app.inject({ method: 'PATCH', url: '/api/employee/role', headers: admin.headers, payload: { employeeId: colleague.employee.employeeId, isAdmin: true } });
    expect(promoted.statusCode).toBe(200);
    expect((await app.inject({ method: 'PATCH', url: '/api/user/configure', headers: colleague.headers, payload: { language: 'en' } })).statusCode).toBe(200);
    // Not an administrator: no mail.
    const member = await createEmployeeWhoCanLogIn(app, admin.headers);
    await app.db.update(enterprisesTable).set({ timeZone: 'America/Mexico_City' }).where(eq(enterprisesTable.id, admin.user.enterpriseId));

    await notify(admin.user.enterpriseId, paid(449_900));
    const spanish = await waitForMail(app, admin.company.email, { subject: /Pago recibido/ });
    expect(spanish.subject).toBe('Pago recibido: Plan Pro');
    expect(spanish.text).toContain('$4,499.00 MXN');
    expect(spanish.links).toEqual(['http://rumbo.test/home/subscription-payment-history']);
    const english = await waitForMail(app, colleague.employee.email, { subject: /Payment received/ });
    expect(english.subject).toBe('Payment received: Pro plan');
    expect(english.text).toContain('MX$4,499.00');

    // 03:00 UTC on 1 March is still 28 February in Mexico City.
    await notify(admin.user.enterpriseId, { kind: 'subscription_ending', plan: 'pro', amount: null, paymentId: null, until: new Date('2026-03-01T03:00:00Z') });
    const ending = await waitForMail(app, admin.company.email, { subject: /termina/ });
    expect(ending.subject).toBe('Tu Plan Pro termina el 28/02/2026');
    expect(ending.links).toEqual(['http://rumbo.test/subscriptions']);

    await notify(admin.user.enterpriseId, { kind: 'subscription_ended', plan: 'pro', amount: null, paymentId: null, until: new Date('2026-03-01T03:00:00Z') });
    const ended = await waitForMail(app, colleague.employee.email, { subject: /has ended/ });
    expect(ended.text).toContain('ended on 02/28/2026');
    expect(ended.links).toEqual(['http://rumbo.test/home/plans']);

    expect((await readMails(app, member.employee.email)).filter((mail) => /Pago|Plan/.test(mail.subject))).toEqual([]);
  });

  it('says why a payment failed and when it is tried again, with the link to change the card', async () => {
    const admin = await signUpAndLogIn(app, { companyName: 'Fondos Justos' });
    const [payment] = await app.db
      .insert(paymentsTable)
      .values({
        enterpriseId: admin.user.enterpriseId,
        kind: 'renewal',
        status: 'failed',
        planId: 'basic',
        amount: 149_900,
        lines: [],
        periodStart: clock.now(),
        periodEnd: clock.now(),
        billing: { companyName: 'Fondos Justos', email: admin.company.email, invoiceName: null, rfc: null, fiscalAddress: null, postalCode: null },
        failureCode: 'insufficient_funds',
      })
      .returning({ id: paymentsTable.id });
    await notify(admin.user.enterpriseId, { kind: 'payment_failed', plan: 'basic', amount: 149_900, paymentId: payment!.id, until: new Date('2026-02-13T18:00:00Z') });
    const mail = await waitForMail(app, admin.company.email, { subject: /No pudimos cobrar/ });
    expect(mail.subject).toBe('No pudimos cobrar tu Plan Básico');
    expect(mail.text).toContain('$1,499.00 MXN');
    expect(mail.text).toContain('no tenía fondos suficientes');
    expect(mail.text).toContain('Lo intentaremos de nuevo el 13/02/2026');
    expect(mail.links).toEqual(['http://rumbo.test/home/payment-method']);

    await notify(admin.user.enterpriseId, { kind: 'payment_failed', plan: 'basic', amount: 149_900, paymentId: null, until: null });
    const [last] = await waitForMails(app, admin.company.email, { subject: /No pudimos cobrar/, count: 2 });
    expect(last!.text).toContain('rechazó el cargo');
    expect(last!.text).toContain('Ya no lo intentaremos de nuevo');
  });

  it('commit with the caller’s transaction: rolled back, neither the notice nor its mails exist', async () => {
    const admin = await signUpAndLogIn(app, { companyName: 'Vuelta Atrás' });
    await expect(
      withTransaction(app.ctx, async (tx) => {
        await notifyAdministrators(tx, admin.user.enterpriseId, paid(777));
        throw new Error('the charge was not recorded');
      }),
    ).rejects.toThrow('the charge was not recorded');
    expect(((await list(admin.headers)).json() as { data: { notifications: Listed[] } }).data.notifications).toEqual([]);
    // A mail waits in the outbox until it is sent: with none there for the notice, none can ever go.
    const waiting = await app.db.select({ message: mailOutboxTable.message }).from(mailOutboxTable);
    expect(waiting.filter(({ message }) => message.to === admin.company.email && /Pago recibido/.test(message.subject))).toEqual([]);
    expect((await readMails(app, admin.company.email)).filter((mail) => /Pago recibido/.test(mail.subject))).toEqual([]);
  });

  it('come from billing: subscribing leaves a payment notice in the inbox and a mail to the administrator', async () => {
    const admin = await signUpAndLogIn(app, { companyName: 'Suscrita de Verdad' });
    await verifyEmailOf(app, admin.headers);
    await subscribe(app, admin.headers, 'pro');
    const { data } = (await list(admin.headers)).json() as { data: { notifications: (Listed & { plan: string; paymentId: string | null })[]; unread: number } };
    expect(data.unread).toBe(1);
    expect(data.notifications[0]).toMatchObject({ kind: 'payment_succeeded', plan: 'pro', readAt: null });
    expect(data.notifications[0]!.paymentId).not.toBeNull();
    const mail = await waitForMail(app, admin.company.email, { subject: /Pago recibido: Plan Pro/ });
    expect(mail.links).toEqual(['http://rumbo.test/home/subscription-payment-history']);
  });
});
