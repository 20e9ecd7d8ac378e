import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { plans } from './plans.js';

/**
 * What the inbox tells a company's administrators besides the people waiting for approval: payments
 * made and failed, a subscription about to end, one that ended and one resumed. Read state is the company's: one
 * administrator opening a notice marks it read for all of them. A person's own security and ride
 * notices (below) are theirs alone, and every person reads those.
 */
export const notificationKinds = [
  'payment_succeeded',
  'payment_failed',
  'subscription_ending',
  'subscription_ended',
  'subscription_resumed',
  'password_changed',
  'two_step_enabled',
  'two_step_disabled',
  'recovery_code_used',
  'login_email_changed',
  'new_sign_in',
  'company_deleted',
  'ride_starting',
  'ride_requested',
  'ride_confirmed',
  'ride_declined',
  'ride_cancelled',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/**
 * The notices of one person's own sign-in security (the rest are the company's): shown only to the
 * person whose account they are about, and mailed to them alone.
 */
export const securityNotificationKinds = [
  'password_changed',
  'two_step_enabled',
  'two_step_disabled',
  'recovery_code_used',
  'login_email_changed',
  'new_sign_in',
] as const satisfies readonly NotificationKind[];
export type SecurityNotificationKind = (typeof securityNotificationKinds)[number];

/**
 * A person's notices of their bookings, theirs alone like the security ones: a passenger booked the
 * driver's ride; the driver confirmed or declined it; either side cancelled it.
 */
export const rideNotificationKinds = ['ride_requested', 'ride_confirmed', 'ride_declined', 'ride_cancelled'] as const satisfies readonly NotificationKind[];
export type RideNotificationKind = (typeof rideNotificationKinds)[number];

/** What a security notice says besides its kind: the codes left, the browser that signed in. */
export const notificationDetailsSchema = z.object({
  recoveryCodesLeft: z.number().int().optional(),
  browser: z.string().optional(),
  os: z.string().optional(),
  ipAddress: z.string().nullable().optional(),
  /** A ride notice: the other person (first names), the ride's departure (ISO 8601), from and to, and whether the reader drives it. */
  person: z.string().optional(),
  departureAt: z.string().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
  role: z.enum(['driver', 'passenger']).optional(),
});
export type NotificationDetails = z.infer<typeof notificationDetailsSchema>;

export const notificationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(notificationKinds),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  plan: z.enum(plans).nullable(),
  /** MXN cents, for payments. */
  amount: z.number().int().nullable(),
  /** The payment it is about: its receipt is at /stripe/receipts/{paymentId}. */
  paymentId: z.uuid().nullable(),
  /** When the subscription ends or ended, or when a failed payment is tried again (ISO 8601). */
  until: z.string().nullable(),
  details: notificationDetailsSchema.nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ notifications: z.array(notificationSchema), unread: z.number().int() }),
});
export const notificationParamsSchema = z.object({ id: z.uuid({ error: 'notFound' }) });

export const notificationsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/notifications',
    tag: 'notifications',
    summary: 'The caller’s latest notices, newest first, with the unread count: their own (security, rides), and for administrators the company’s (payments, subscription ending)',
    authenticated: true,
    access: 'person',
    responses: { 200: notificationsResponseSchema },
  }),
  markAllRead: defineEndpoint({
    method: 'PATCH',
    path: '/notifications/read',
    tag: 'notifications',
    summary: 'Marks every notice the caller sees read, in one request; answers how many were unread',
    authenticated: true,
    access: 'person',
    responses: { 200: z.object({ success: z.literal(true), message: z.string(), data: z.object({ marked: z.number().int() }) }) },
  }),
  markRead: defineEndpoint({
    method: 'PATCH',
    path: '/notifications/:id/read',
    tag: 'notifications',
    summary: 'Marks a notice read (a company’s for every administrator of it)',
    authenticated: true,
    access: 'person',
    params: notificationParamsSchema,
    responses: { 200: z.object({ success: z.literal(true), notification: notificationSchema }) },
    errors: [404],
  }),
};
