// One valid call of every endpoint against company A's objects, for the access matrix. A call that
// would use its object up (cancel, delete, approve...) is given a fresh one each time.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { notifyRider } from '../features/notifications/index.js';
import { notificationsTable } from '../features/notifications/notifications.table.js';
import type { MatrixFixture, CallerIdentity } from './access-matrix-fixture.js';
import { tomorrow } from './access-matrix-fixture.js';
import { companyData, employeeData, joinCodeOf, joinData, uniquePhone } from './factories.js';
import { home, office } from './trips.js';

export type Call = { params?: Record<string, string>; query?: string; payload?: unknown; headers?: Record<string, string> };

export type Example = {
  call?: (f: MatrixFixture, who: CallerIdentity) => Call | Promise<Call>;
  /** What the allowed callers get when the valid call is a documented refusal, not the success status. */
  allowed?: number;
  /** What another company's administrator gets for a call naming A's object, when their own company's state refuses it first. */
  otherCompany?: number;
  /** The call acts on its caller (password, sessions, second step): every caller with a token is a person made for it. */
  selfContained?: boolean;
};

const card = (clientSecret: string) => ({ clientSecret, number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', holderName: 'Ana Torres' });
const unknownLink = { token: 'enlace-que-no-existe', password: 'clave-nueva-segura' };
const route = { origin: home, destination: office, departureAt: tomorrow };
const page = '?page=1&pageSize=100';

/** A ride notice of the matrix's employee, who has none of their own otherwise. */
async function ownRideNotice(f: MatrixFixture): Promise<string> {
  const person = `Ana ${randomUUID()}`;
  await notifyRider(f.app.ctx, f.ids.employeeId, { kind: 'ride_confirmed', person, departureAt: new Date(tomorrow), from: home.label, to: office.label });
  const [notice] = await f.app.db.select({ id: notificationsTable.id }).from(notificationsTable).where(sql`${notificationsTable.details}->>'person' = ${person}`);
  return notice!.id;
}

async function withLogo(f: MatrixFixture): Promise<Call> {
  await f.fresh.logo();
  return { params: { enterpriseId: f.enterpriseId } };
}

/** Keyed by method and path, as the contract declares them. */
export const examples: Record<string, Example> = {
  'PATCH /enterprise/delete': { call: (_f, who) => ({ payload: { password: who.password } }) },

  'GET /auth/two-step': {},
  'POST /auth/two-step/setup': { call: (_f, who) => ({ payload: { password: who.password } }) },
  // A code that cannot be right: the refusal is the same for whoever may ask.
  'POST /auth/two-step/enable': { call: () => ({ payload: { code: '000000' } }), allowed: 400 },
  'POST /auth/two-step/disable': { call: (_f, who) => ({ payload: { password: who.password } }), selfContained: true },
  'POST /auth/change-password': { call: (_f, who) => ({ payload: { currentPassword: who.password, newPassword: 'otra-clave-segura' } }), selfContained: true },
  'GET /auth/sessions': {},
  'DELETE /auth/sessions/:sessionId': {
    call: async (f, who) => ({ params: { sessionId: who.caller === 'admin' ? await f.fresh.session() : f.ids.sessionId } }),
  },

  'POST /auth/login': { call: (f) => ({ payload: f.employeeLogin }) },
  'POST /auth/login/two-step': { call: () => ({ payload: { challenge: 'reto-que-no-existe', code: '123456' } }), allowed: 401 },
  'POST /auth/token': { allowed: 401 },
  'POST /auth/logout': {},
  'POST /auth/logout-all': { selfContained: true },
  'GET /auth/me': {},
  'POST /auth/verify-email': { call: () => ({ payload: { token: unknownLink.token } }), allowed: 400 },
  'POST /auth/verify-email/resend': {},
  'PATCH /forgot-password': { call: () => ({ payload: { email: 'nadie@empresa-inexistente.mx' } }) },
  'POST /auth/accept-invitation': { call: () => ({ payload: unknownLink }), allowed: 400 },
  'POST /auth/reset-password': { call: () => ({ payload: unknownLink }), allowed: 400 },

  'GET /stripe/subscription-plans': {},
  'GET /stripe/subscriptions/:priceId': { call: () => ({ params: { priceId: 'price_pro_monthly' } }) },
  'GET /stripe/config': {},
  'GET /stripe/enterprise-stripe-id': {},
  'POST /stripe/create-setup-intent': {},
  'POST /stripe/sandbox/confirm-setup': { call: async (f) => ({ payload: card((await f.fresh.setupIntent()).clientSecret) }) },
  'GET /stripe/sandbox/charges': {},
  'GET /stripe/getPaymentMethod/:setupIntentId': { call: (f) => ({ params: { setupIntentId: f.ids.setupIntentId } }) },
  'POST /stripe/add-card': { call: async (f) => ({ payload: { paymentMethodId: await f.fresh.confirmedPaymentMethod() } }) },
  'GET /stripe/cards': {},
  'POST /stripe/default-card': { call: (f) => ({ payload: { paymentMethodId: f.ids.paymentMethodId } }) },
  'POST /stripe/setDefaultPaymentMethod': { call: (f) => ({ payload: { paymentMethodId: f.ids.paymentMethodId } }) },
  'GET /stripe/getDefaultPaymentMethod': {},
  'DELETE /stripe/cards/:id': { call: async (f) => ({ params: { id: await f.fresh.card() } }) },
  'GET /stripe/payment-methods/:id': { call: (f) => ({ params: { id: f.ids.paymentMethodId } }) },
  'GET /stripe/subscription': {},
  // A is subscribed already: a second subscription is refused; B too, before its card is looked for.
  'POST /stripe/create-subscription': { call: (f) => ({ payload: { priceId: 'price_pro_monthly', paymentMethodId: f.ids.paymentMethodId } }), allowed: 409, otherCompany: 409 },
  'POST /stripe/preview-plan-change': { call: (f) => ({ payload: { subscriptionId: f.ids.subscriptionId, newProductId: 'enterprise' } }) },
  'POST /stripe/changeSubscriptionPlan': {
    call: (f) => ({ payload: { subscriptionId: f.ids.subscriptionId, newProductId: 'enterprise', paymentMethodId: f.ids.paymentMethodId } }),
  },
  'POST /stripe/cancel-subscription': { call: (f) => ({ payload: { subscriptionId: f.ids.subscriptionId } }) },
  // A's subscription runs uncancelled until the cancellation, which runs last: resuming it is refused alike for whoever may ask.
  'POST /stripe/resume-subscription': { call: (f) => ({ payload: { subscriptionId: f.ids.subscriptionId } }), allowed: 409 },
  'GET /stripe/getPaymentHistory': {},
  'GET /stripe/receipts/:paymentId': { call: (f) => ({ params: { paymentId: f.ids.paymentId } }) },
  'GET /stripe/billing-information': {},
  'PUT /stripe/billing-information': {
    call: () => ({ payload: { invoiceName: 'Transportes del Valle SA de CV', rfc: 'TVA010101AB1', fiscalAddress: 'Av. Insurgentes Sur 1000, CDMX', postalCode: '03100' } }),
  },
  // Stripe's events are signed; with the built-in sandbox taking the cards there is no webhook at all.
  'POST /stripe/webhook': { call: () => ({ payload: { type: 'invoice.paid' } }), allowed: 404 },

  'GET /enterprise/location': {},
  'PUT /enterprise/location': { call: () => ({ payload: { address: 'Paseo de la Reforma 222, CDMX', latitude: 19.427, longitude: -99.1677 } }) },
  'POST /contact': { call: () => ({ payload: { name: 'Marta Ruiz', email: `marta-${randomUUID()}@ejemplo.mx`, message: 'Queremos saber más de los planes.' } }) },

  'POST /enterprise/:enterpriseId/cif': { call: async (f) => ({ params: { enterpriseId: f.enterpriseId }, ...(await f.fresh.pdf()) }) },
  'GET /enterprise/:enterpriseId/cif': { call: (f) => ({ params: { enterpriseId: f.enterpriseId } }) },
  'POST /enterprise/:enterpriseId/logo': { call: async (f) => ({ params: { enterpriseId: f.enterpriseId }, ...(await f.fresh.png()) }) },
  // Removing the logo and reading it each find one, whichever ran before.
  'DELETE /enterprise/:enterpriseId/logo': { call: withLogo },
  'GET /enterprise/:enterpriseId/logo': { call: withLogo },

  'GET /enterprise/statistics': {},
  'GET /employee/role': {},
  'GET /enterprise/employees': { call: () => ({ query: page }) },
  'GET /enterprise/employees/pending': { call: () => ({ query: page }) },
  'GET /enterprise/employees/trash': { call: () => ({ query: page }) },
  'POST /employee/register': { call: () => ({ payload: { ...employeeData(), sendInvitation: false } }) },
  'GET /employee/me': {},
  'PATCH /employee/me': { call: (_f, who) => ({ payload: { phone: uniquePhone(), address: 'Calle Nueva 5', currentPassword: who.password } }) },
  'GET /employee/:id': { call: (f) => ({ params: { id: f.ids.employeeId } }) },
  'PATCH /employee/:id': { call: async (f) => ({ params: { id: (await f.fresh.employee()).employeeId }, payload: { address: 'Cambiada 1' } }) },
  'PATCH /employee/:id/approve': { call: async (f) => ({ params: { id: await f.fresh.pendingEmployee() } }) },
  'PATCH /employee/role': { call: async (f) => ({ payload: { employeeId: (await f.fresh.employee()).employeeId, isAdmin: true } }) },
  'PATCH /employee/soft-delete/:id': { call: async (f) => ({ params: { id: (await f.fresh.employee()).employeeId } }) },
  'PATCH /employee/:id/restore': { call: async (f) => ({ params: { id: (await f.fresh.trashedEmployee()).employeeId } }) },
  'DELETE /employee/:id': { call: async (f) => ({ params: { id: (await f.fresh.trashedEmployee()).employeeId } }) },
  'POST /employee/import': {
    call: () => {
      const { firstNames, lastNames, email, phone, address } = employeeData();
      return { payload: { rows: [{ firstNames, lastNames, email, phone, address }], dryRun: true } };
    },
  },
  'GET /enterprise/employees/export': {},
  'GET /enterprise/employees/uninvited': {},
  'POST /enterprise/employees/invite-uninvited': {},
  'GET /enterprise/join-link': {},
  'POST /enterprise/join-link/regenerate': {},
  'PATCH /enterprise/join-link': { call: () => ({ payload: { autoApproveDomain: 'empresa-a.mx' } }) },
  'GET /join/:code': { call: async (f) => ({ params: { code: await joinCodeOf(f.app, f.adminHeaders) } }) },
  'POST /join/:code': { call: async (f) => ({ params: { code: await joinCodeOf(f.app, f.adminHeaders) }, payload: joinData() }) },

  'GET /enterprise': {},
  'GET /enterprise/profile': {},
  'PATCH /enterprise/profile': { call: () => ({ payload: { appearance: 'dark' } }) },
  'GET /health': {},
  'GET /notifications': {},
  'PATCH /notifications/read': {},
  // Anyone reads their own notices: the employee marks one of theirs, the others A's company notice.
  'PATCH /notifications/:id/read': { call: async (f, who) => ({ params: { id: who.caller === 'employee' ? await ownRideNotice(f) : f.ids.notificationId } }) },
  'POST /auth/register': { call: () => ({ payload: companyData() }) },

  'GET /reports/metrics': { call: () => ({ query: '?from=2026-03-01&to=2026-03-15' }) },
  'GET /reports/snapshots': {},
  'GET /reports/snapshots/:id': { call: (f) => ({ params: { id: f.ids.snapshotId } }) },
  'GET /reports/snapshots/:id/csv': { call: (f) => ({ params: { id: f.ids.snapshotId } }) },
  'GET /reports/snapshots/:id/pdf': { call: (f) => ({ params: { id: f.ids.snapshotId } }) },

  'GET /enterpriseConfigure/trip-rules': {},
  'PATCH /enterpriseConfigure/trips-rules': { call: () => ({ payload: { rules: { allowInterCompanyTrips: false } } }) },

  'POST /trips/offers': { call: () => ({ payload: { ...route, seats: 2 } }) },
  'GET /trips/offers': {},
  'DELETE /trips/offers/:journeyId': { call: async (f) => ({ params: { journeyId: await f.fresh.offer() } }) },
  'POST /trips/requests': { call: () => ({ payload: route }) },
  'GET /trips/requests': {},
  'DELETE /trips/requests/:journeyId': { call: async (f) => ({ params: { journeyId: await f.fresh.request() } }) },
  'GET /trips/requests/:journeyId/rides': { call: (f) => ({ params: { journeyId: f.ids.requestId } }) },
  'POST /trips/bookings': { call: async (f) => ({ payload: { requestId: await f.fresh.request(), offerId: await f.fresh.riderOffer() } }) },
  'GET /trips/bookings': {},
  'GET /trips/bookings/:bookingId': { call: (f) => ({ params: { bookingId: f.ids.bookingId } }) },
  'PATCH /trips/bookings/:bookingId': { call: async (f) => ({ params: { bookingId: await f.fresh.booking() }, payload: { status: 'CONFIRMED' } }) },
  'POST /trips/bookings/:bookingId/proofs': {
    call: (f) => ({ params: { bookingId: f.ids.bookingId }, payload: { kind: 'pickup', latitude: home.latitude, longitude: home.longitude, recordedAt: '2026-03-01T11:59:00Z' } }),
  },
  'GET /trips/emission-factor': {},
  'GET /trips/company': {},
  'GET /trips/company/:tripId': { call: (f) => ({ params: { tripId: f.ids.tripId } }) },
  'GET /trips/me/rides': {},
  'GET /trips/me/summary': { call: () => ({ query: '?month=2026-03' }) },
  'GET /trips/me/commute': {},
  'PUT /trips/me/commute': {
    call: async (f) => {
      // Commutes lead to the company's office: A's has its coordinates (another company's has none, and answers 409).
      await f.app.inject({ method: 'PUT', url: '/api/enterprise/location', headers: f.adminHeaders, payload: { address: 'Paseo de la Reforma 222, CDMX', latitude: office.latitude, longitude: office.longitude } });
      return { payload: { home, weekdays: [1, 2, 3, 4, 5], arriveAt: '09:00', leaveAt: '18:00', role: 'both', seats: 2 } };
    },
  },
  'GET /trips/me/matches': {},
  'GET /trips/me/booking-requests': {},

  'GET /user/configure': {},
  'PATCH /user/configure': { call: () => ({ payload: { showTutorial: false } }) },
};

/** Last, in this order: what ends the subscription, then the companies themselves. */
export const runLast = ['POST /stripe/cancel-subscription', 'PATCH /enterprise/delete'];
