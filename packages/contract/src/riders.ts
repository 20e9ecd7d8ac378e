import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { commuteEndpoints } from './riders-commute.js';
import { bookingStatuses, legFlagReasons, proofClasses } from './trips.js';

/**
 * The riders' app (/app): a person's own rides and their part of the company's figures. Each past
 * ride says whether the company's report counts it and, when not, why, so nobody has to guess.
 */

/**
 * Why a past ride is not in the report: its booking stopped short of validation (never confirmed by
 * the driver, cancelled, by a party or with the driver's offer, not marked done by the driver, arrival not confirmed by the passenger), or its
 * leg was flagged by a fraud rule (the trips feature's flags, kept and left out of the figures).
 */
export const rideNotCountingReasons = ['cancelled', 'offerWithdrawn', 'notConfirmed', 'notCompleted', 'notValidated', ...legFlagReasons] as const;
export type RideNotCountingReason = (typeof rideNotCountingReasons)[number];

/**
 * A pickup or drop an occupant's phone recorded on a booking: whose phone, whether it gave its
 * position, and whether that position was near enough the leg's pickup or drop point to prove it
 * (within 1 km: what the service's proof class counts).
 */
export const rideProofSchema = z.object({
  kind: z.enum(['pickup', 'drop']),
  by: z.enum(['driver', 'passenger']),
  located: z.boolean(),
  atItsPoint: z.boolean(),
});
export type RideProof = z.infer<typeof rideProofSchema>;

/** One booking of a ride (a passenger's ride has one; a driver's, one per passenger), what the day of the ride acts on. */
export const rideBookingSchema = z.object({
  bookingId: z.uuid(),
  status: z.enum(bookingStatuses),
  /** The passenger's first names: a driver records each passenger's pickup and drop. */
  passengerFirstNames: z.string(),
  /** The proofs recorded so far, by either phone, oldest first. */
  proofs: z.array(rideProofSchema),
});
export type RideBooking = z.infer<typeof rideBookingSchema>;

export const myRideSchema = z.object({
  /** The passenger's booking; for a driver, the first booking of that departure of their offer. */
  rideId: z.uuid(),
  role: z.enum(['driver', 'passenger']),
  departureAt: z.string(),
  from: z.string(),
  to: z.string(),
  /** First names of the others in the car: the driver for a passenger, the passengers for a driver. */
  companions: z.array(z.string()),
  /** The booking's status; for a driver, the furthest any live booking of the departure reached. */
  status: z.enum(bookingStatuses),
  /** The weakest proof class of the ride's legs, once it has any. */
  proofClass: z.enum(proofClasses).nullable(),
  /** Km the passenger rode (a driver: the longest leg's), once the ride has legs. */
  sharedKm: z.number().nullable(),
  /** Whether the company's report counts it (a driver's ride: any of its legs). */
  counts: z.boolean(),
  /** Why not, when it does not count; empty when it does. */
  reasons: z.array(z.enum(rideNotCountingReasons)),
  /** The ride's bookings: a passenger's own, a driver's every one of the departure (cancelled ones too). */
  bookings: z.array(rideBookingSchema),
});
export type MyRide = z.infer<typeof myRideSchema>;

export const myRidesResponseSchema = z.object({
  success: z.literal(true),
  /** The company's IANA zone, which the app shows times in. */
  timeZone: z.string(),
  /** Soonest first. */
  upcoming: z.array(myRideSchema),
  /** Newest first. */
  past: z.array(myRideSchema),
});
export type MyRides = z.infer<typeof myRidesResponseSchema>;

export const myImpactQuerySchema = z.object({
  /** A month (YYYY-MM, from 2000 to 2099) in the company's time zone; the current one when absent. */
  month: z
    .string({ error: 'invalidValue' })
    .regex(/^20\d{2}-(0[1-9]|1[0-2])$/, 'invalidValue')
    .optional(),
});
export type MyImpactQuery = z.infer<typeof myImpactQuerySchema>;

export const myImpactSchema = z.object({
  month: z.string(),
  timeZone: z.string(),
  /** Rides of the month that count in the report, driving or riding. */
  rides: z.number().int(),
  /** Km ridden as a passenger on counting legs, as the report counts shared km (0.1 km). */
  sharedKm: z.number(),
  /** The person's share of the vehicle-km their counting rides avoided: one occupant's part of each car (0.1 km). */
  vehicleKmAvoided: z.number(),
  /** kg CO2e of that share, with the factor the report uses for the month (0.1 kg). */
  co2AvoidedKg: z.number(),
  /** The factor's kg CO2e per vehicle-km, and where it comes from; null for a month before any factor was in force (no CO2 then). */
  emissionFactor: z.object({ value: z.number(), source: z.string() }).nullable(),
});
export type MyImpact = z.infer<typeof myImpactSchema>;
export const myImpactResponseSchema = z.object({ success: z.literal(true), data: myImpactSchema });

export const ridersEndpoints = {
  listMyRides: defineEndpoint({
    method: 'GET',
    path: '/trips/me/rides',
    tag: 'trips',
    summary: 'The caller’s upcoming and past rides, driving or riding, each past one saying whether the company’s report counts it and why not',
    authenticated: true,
    access: 'person',
    responses: { 200: myRidesResponseSchema },
  }),
  getMyImpact: defineEndpoint({
    method: 'GET',
    path: '/trips/me/summary',
    tag: 'trips',
    summary: 'The caller’s counting rides, shared km and CO2 avoided in a month, computed as the company’s report computes them',
    authenticated: true,
    access: 'person',
    query: myImpactQuerySchema,
    responses: { 200: myImpactResponseSchema },
  }),
  ...commuteEndpoints,
};
