// Every table, for drizzle-kit and for the typed query builder.
export * from '../features/enterprises/enterprises.table.js';
export * from '../features/employees/employees.table.js';
export * from '../features/user-config/user-config.table.js';
export * from '../features/auth/auth.table.js';
export * from '../features/mail/mail.table.js';
export * from '../features/billing/billing.table.js';
export * from '../features/billing/payment-attempts.table.js';
export * from '../features/billing/stripe-webhook.table.js';
export * from '../features/notifications/notifications.table.js';
export * from '../features/trip-rules/trip-rules.table.js';
export * from '../features/company-location/company-location.table.js';
export * from '../features/documents/documents.table.js';
export * from '../features/contact/contact.table.js';
export * from '../features/trips/trips.table.js';
export * from '../features/reports/reports.table.js';
export * from '../features/reports/emission-factors.table.js';
export * from '../features/riders/commute.table.js';
