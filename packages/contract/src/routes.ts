// The client's view of the API: each endpoint's method, path and access, and no schema, so the web
// app's requests carry no zod (its forms import the schemas they validate with, on their own pages).
// Kept by hand beside the endpoints: a route whose method, path or access differs from its
// endpoint's, or a missing one, fails the type check, and routes.test.ts compares them too.
import type { RoutesOf } from './endpoint.js';
import type { accountDeletionEndpoints } from './account-deletion.js';
import type { accountSecurityEndpoints } from './account-security.js';
import type { authEndpoints } from './auth.js';
import type { billingEndpoints } from './billing.js';
import type { companyLocationEndpoints } from './company-location.js';
import type { contactEndpoints } from './contact.js';
import type { documentsEndpoints } from './documents.js';
import type { employeesEndpoints } from './employees.js';
import type { enterpriseEndpoints } from './enterprise.js';
import type { healthEndpoints } from './health.js';
import type { notificationsEndpoints } from './notifications.js';
import type { onboardingEndpoints } from './onboarding.js';
import type { reportsEndpoints } from './reports.js';
import type { ridersEndpoints } from './riders.js';
import type { tripRulesEndpoints } from './trip-rules.js';
import type { tripsEndpoints } from './trips.js';
import type { userConfigEndpoints } from './user-config.js';

export const accountDeletionRoutes: RoutesOf<typeof accountDeletionEndpoints> = {
  deleteAccount: { method: 'PATCH', path: '/enterprise/delete', authenticated: true, access: 'admin' },
};

export const accountSecurityRoutes: RoutesOf<typeof accountSecurityEndpoints> = {
  twoStepStatus: { method: 'GET', path: '/auth/two-step', authenticated: true, access: 'person' },
  startTwoStepSetup: { method: 'POST', path: '/auth/two-step/setup', authenticated: true, access: 'person' },
  enableTwoStep: { method: 'POST', path: '/auth/two-step/enable', authenticated: true, access: 'person' },
  disableTwoStep: { method: 'POST', path: '/auth/two-step/disable', authenticated: true, access: 'person' },
  changePassword: { method: 'POST', path: '/auth/change-password', authenticated: true, access: 'person' },
  listSessions: { method: 'GET', path: '/auth/sessions', authenticated: true, access: 'person' },
  endSession: { method: 'DELETE', path: '/auth/sessions/:sessionId', authenticated: true, access: 'owner' },
};

export const authRoutes: RoutesOf<typeof authEndpoints> = {
  login: { method: 'POST', path: '/auth/login', authenticated: false, access: 'anonymous' },
  loginTwoStep: { method: 'POST', path: '/auth/login/two-step', authenticated: false, access: 'anonymous' },
  refreshToken: { method: 'POST', path: '/auth/token', authenticated: false, access: 'anonymous' },
  logout: { method: 'POST', path: '/auth/logout', authenticated: false, access: 'anonymous' },
  logoutEverywhere: { method: 'POST', path: '/auth/logout-all', authenticated: true, access: 'person' },
  me: { method: 'GET', path: '/auth/me', authenticated: true, access: 'person' },
  verifyEmail: { method: 'POST', path: '/auth/verify-email', authenticated: false, access: 'anonymous' },
  resendVerification: { method: 'POST', path: '/auth/verify-email/resend', authenticated: true, access: 'person' },
  forgotPassword: { method: 'PATCH', path: '/forgot-password', authenticated: false, access: 'anonymous' },
  acceptInvitation: { method: 'POST', path: '/auth/accept-invitation', authenticated: false, access: 'anonymous' },
  resetPassword: { method: 'POST', path: '/auth/reset-password', authenticated: false, access: 'anonymous' },
};

export const billingRoutes: RoutesOf<typeof billingEndpoints> = {
  plans: { method: 'GET', path: '/stripe/subscription-plans', authenticated: false, access: 'anonymous' },
  price: { method: 'GET', path: '/stripe/subscriptions/:priceId', authenticated: true, access: 'person' },
  config: { method: 'GET', path: '/stripe/config', authenticated: true, access: 'person' },
  customerId: { method: 'GET', path: '/stripe/enterprise-stripe-id', authenticated: true, access: 'admin' },
  createSetupIntent: { method: 'POST', path: '/stripe/create-setup-intent', authenticated: true, access: 'admin' },
  sandboxConfirmSetup: { method: 'POST', path: '/stripe/sandbox/confirm-setup', authenticated: false, access: 'sandbox' },
  sandboxCharges: { method: 'GET', path: '/stripe/sandbox/charges', authenticated: true, access: 'admin' },
  setupIntentPaymentMethod: { method: 'GET', path: '/stripe/getPaymentMethod/:setupIntentId', authenticated: true, access: 'admin' },
  addCard: { method: 'POST', path: '/stripe/add-card', authenticated: true, access: 'admin' },
  cards: { method: 'GET', path: '/stripe/cards', authenticated: true, access: 'admin' },
  defaultCard: { method: 'POST', path: '/stripe/default-card', authenticated: true, access: 'admin' },
  setDefaultPaymentMethod: { method: 'POST', path: '/stripe/setDefaultPaymentMethod', authenticated: true, access: 'admin' },
  defaultPaymentMethod: { method: 'GET', path: '/stripe/getDefaultPaymentMethod', authenticated: true, access: 'admin' },
  deleteCard: { method: 'DELETE', path: '/stripe/cards/:id', authenticated: true, access: 'admin' },
  paymentMethod: { method: 'GET', path: '/stripe/payment-methods/:id', authenticated: true, access: 'admin' },
  subscription: { method: 'GET', path: '/stripe/subscription', authenticated: true, access: 'admin' },
  createSubscription: { method: 'POST', path: '/stripe/create-subscription', authenticated: true, access: 'admin' },
  previewPlanChange: { method: 'POST', path: '/stripe/preview-plan-change', authenticated: true, access: 'admin' },
  changePlan: { method: 'POST', path: '/stripe/changeSubscriptionPlan', authenticated: true, access: 'admin' },
  cancelSubscription: { method: 'POST', path: '/stripe/cancel-subscription', authenticated: true, access: 'admin' },
  resumeSubscription: { method: 'POST', path: '/stripe/resume-subscription', authenticated: true, access: 'admin' },
  paymentHistory: { method: 'GET', path: '/stripe/getPaymentHistory', authenticated: true, access: 'admin' },
  receipt: { method: 'GET', path: '/stripe/receipts/:paymentId', authenticated: true, access: 'admin' },
  billingInformation: { method: 'GET', path: '/stripe/billing-information', authenticated: true, access: 'admin' },
  saveBillingInformation: { method: 'PUT', path: '/stripe/billing-information', authenticated: true, access: 'admin' },
  webhook: { method: 'POST', path: '/stripe/webhook', authenticated: false, access: 'signed' },
};

export const companyLocationRoutes: RoutesOf<typeof companyLocationEndpoints> = {
  get: { method: 'GET', path: '/enterprise/location', authenticated: true, access: 'person' },
  update: { method: 'PUT', path: '/enterprise/location', authenticated: true, access: 'admin' },
};

export const contactRoutes: RoutesOf<typeof contactEndpoints> = {
  send: { method: 'POST', path: '/contact', authenticated: false, access: 'anonymous' },
};

export const documentsRoutes: RoutesOf<typeof documentsEndpoints> = {
  uploadTaxDocument: { method: 'POST', path: '/enterprise/:enterpriseId/cif', authenticated: true, access: 'admin' },
  downloadTaxDocument: { method: 'GET', path: '/enterprise/:enterpriseId/cif', authenticated: true, access: 'admin' },
  uploadLogo: { method: 'POST', path: '/enterprise/:enterpriseId/logo', authenticated: true, access: 'admin' },
  removeLogo: { method: 'DELETE', path: '/enterprise/:enterpriseId/logo', authenticated: true, access: 'admin' },
  logo: { method: 'GET', path: '/enterprise/:enterpriseId/logo', authenticated: true, access: 'person' },
};

export const employeesRoutes: RoutesOf<typeof employeesEndpoints> = {
  statistics: { method: 'GET', path: '/enterprise/statistics', authenticated: true, access: 'admin' },
  role: { method: 'GET', path: '/employee/role', authenticated: true, access: 'person' },
  list: { method: 'GET', path: '/enterprise/employees', authenticated: true, access: 'admin' },
  listPending: { method: 'GET', path: '/enterprise/employees/pending', authenticated: true, access: 'admin' },
  listTrash: { method: 'GET', path: '/enterprise/employees/trash', authenticated: true, access: 'admin' },
  register: { method: 'POST', path: '/employee/register', authenticated: true, access: 'admin' },
  getOwnRecord: { method: 'GET', path: '/employee/me', authenticated: true, access: 'person' },
  updateOwnContact: { method: 'PATCH', path: '/employee/me', authenticated: true, access: 'person' },
  get: { method: 'GET', path: '/employee/:id', authenticated: true, access: 'admin' },
  update: { method: 'PATCH', path: '/employee/:id', authenticated: true, access: 'admin' },
  approve: { method: 'PATCH', path: '/employee/:id/approve', authenticated: true, access: 'admin' },
  changeRole: { method: 'PATCH', path: '/employee/role', authenticated: true, access: 'admin' },
  trash: { method: 'PATCH', path: '/employee/soft-delete/:id', authenticated: true, access: 'admin' },
  restore: { method: 'PATCH', path: '/employee/:id/restore', authenticated: true, access: 'admin' },
  delete: { method: 'DELETE', path: '/employee/:id', authenticated: true, access: 'admin' },
  import: { method: 'POST', path: '/employee/import', authenticated: true, access: 'admin' },
  uninvited: { method: 'GET', path: '/enterprise/employees/uninvited', authenticated: true, access: 'admin' },
  inviteUninvited: { method: 'POST', path: '/enterprise/employees/invite-uninvited', authenticated: true, access: 'admin' },
  export: { method: 'GET', path: '/enterprise/employees/export', authenticated: true, access: 'admin' },
  joinLink: { method: 'GET', path: '/enterprise/join-link', authenticated: true, access: 'admin' },
  regenerateJoinLink: { method: 'POST', path: '/enterprise/join-link/regenerate', authenticated: true, access: 'admin' },
  updateJoinLink: { method: 'PATCH', path: '/enterprise/join-link', authenticated: true, access: 'admin' },
  joinPage: { method: 'GET', path: '/join/:code', authenticated: false, access: 'anonymous' },
  join: { method: 'POST', path: '/join/:code', authenticated: false, access: 'anonymous' },
};

export const enterpriseRoutes: RoutesOf<typeof enterpriseEndpoints> = {
  list: { method: 'GET', path: '/enterprise', authenticated: true, access: 'person' },
  profile: { method: 'GET', path: '/enterprise/profile', authenticated: true, access: 'admin' },
  updateProfile: { method: 'PATCH', path: '/enterprise/profile', authenticated: true, access: 'admin' },
};

export const healthRoutes: RoutesOf<typeof healthEndpoints> = {
  health: { method: 'GET', path: '/health', authenticated: false, access: 'anonymous' },
};

export const notificationsRoutes: RoutesOf<typeof notificationsEndpoints> = {
  list: { method: 'GET', path: '/notifications', authenticated: true, access: 'person' },
  markAllRead: { method: 'PATCH', path: '/notifications/read', authenticated: true, access: 'person' },
  markRead: { method: 'PATCH', path: '/notifications/:id/read', authenticated: true, access: 'person' },
};

export const onboardingRoutes: RoutesOf<typeof onboardingEndpoints> = {
  register: { method: 'POST', path: '/auth/register', authenticated: false, access: 'anonymous' },
};

export const reportsRoutes: RoutesOf<typeof reportsEndpoints> = {
  getMetrics: { method: 'GET', path: '/reports/metrics', authenticated: true, access: 'admin' },
  listSnapshots: { method: 'GET', path: '/reports/snapshots', authenticated: true, access: 'admin' },
  getSnapshot: { method: 'GET', path: '/reports/snapshots/:id', authenticated: true, access: 'admin' },
  snapshotCsv: { method: 'GET', path: '/reports/snapshots/:id/csv', authenticated: true, access: 'admin' },
  snapshotPdf: { method: 'GET', path: '/reports/snapshots/:id/pdf', authenticated: true, access: 'admin' },
};

export const ridersRoutes: RoutesOf<typeof ridersEndpoints> = {
  listMyRides: { method: 'GET', path: '/trips/me/rides', authenticated: true, access: 'person' },
  getMyImpact: { method: 'GET', path: '/trips/me/summary', authenticated: true, access: 'person' },
  getMyCommute: { method: 'GET', path: '/trips/me/commute', authenticated: true, access: 'person' },
  saveMyCommute: { method: 'PUT', path: '/trips/me/commute', authenticated: true, access: 'person' },
  listMyMatches: { method: 'GET', path: '/trips/me/matches', authenticated: true, access: 'person' },
  listMyBookingRequests: { method: 'GET', path: '/trips/me/booking-requests', authenticated: true, access: 'person' },
};

export const tripRulesRoutes: RoutesOf<typeof tripRulesEndpoints> = {
  get: { method: 'GET', path: '/enterpriseConfigure/trip-rules', authenticated: true, access: 'person' },
  update: { method: 'PATCH', path: '/enterpriseConfigure/trips-rules', authenticated: true, access: 'admin' },
};

export const tripsRoutes: RoutesOf<typeof tripsEndpoints> = {
  createOffer: { method: 'POST', path: '/trips/offers', authenticated: true, access: 'person' },
  listOffers: { method: 'GET', path: '/trips/offers', authenticated: true, access: 'person' },
  cancelOffer: { method: 'DELETE', path: '/trips/offers/:journeyId', authenticated: true, access: 'owner' },
  createRequest: { method: 'POST', path: '/trips/requests', authenticated: true, access: 'person' },
  listRequests: { method: 'GET', path: '/trips/requests', authenticated: true, access: 'person' },
  cancelRequest: { method: 'DELETE', path: '/trips/requests/:journeyId', authenticated: true, access: 'owner' },
  searchRides: { method: 'GET', path: '/trips/requests/:journeyId/rides', authenticated: true, access: 'owner' },
  createBooking: { method: 'POST', path: '/trips/bookings', authenticated: true, access: 'owner' },
  listBookings: { method: 'GET', path: '/trips/bookings', authenticated: true, access: 'person' },
  getBooking: { method: 'GET', path: '/trips/bookings/:bookingId', authenticated: true, access: 'owner' },
  updateBooking: { method: 'PATCH', path: '/trips/bookings/:bookingId', authenticated: true, access: 'owner' },
  createProof: { method: 'POST', path: '/trips/bookings/:bookingId/proofs', authenticated: true, access: 'owner' },
  getEmissionFactor: { method: 'GET', path: '/trips/emission-factor', authenticated: true, access: 'admin' },
  listCompanyTrips: { method: 'GET', path: '/trips/company', authenticated: true, access: 'admin' },
  getCompanyTrip: { method: 'GET', path: '/trips/company/:tripId', authenticated: true, access: 'admin' },
};

export const userConfigRoutes: RoutesOf<typeof userConfigEndpoints> = {
  get: { method: 'GET', path: '/user/configure', authenticated: true, access: 'person' },
  update: { method: 'PATCH', path: '/user/configure', authenticated: true, access: 'person' },
};

/** Every route, by feature, as `endpointsByFeature` lists the endpoints. */
export const routesByFeature = {
  accountDeletion: accountDeletionRoutes,
  accountSecurity: accountSecurityRoutes,
  auth: authRoutes,
  billing: billingRoutes,
  companyLocation: companyLocationRoutes,
  contact: contactRoutes,
  documents: documentsRoutes,
  employees: employeesRoutes,
  enterprise: enterpriseRoutes,
  health: healthRoutes,
  notifications: notificationsRoutes,
  onboarding: onboardingRoutes,
  reports: reportsRoutes,
  riders: ridersRoutes,
  tripRules: tripRulesRoutes,
  trips: tripsRoutes,
  userConfig: userConfigRoutes,
};

export { pathOf } from './endpoint.js';
export type { BodyOf, EndpointOf, ParamsOf, QueryOf, ResponseOf, Route } from './endpoint.js';
