import { z } from 'zod';
import { requiredText } from './common.js';
import { defineEndpoint } from './endpoint.js';
import { listTrashQuerySchema } from './employees.js';

/**
 * Trips for the employees' mobile app, shaped after the fabmob "standard-covoiturage" API: a driver's
 * journey offer, a passenger's journey request, the bookings between them, the trip (one car journey)
 * and its legs (one passenger's part each), with the proof and fraud rules of France's Registre de
 * Preuve de Covoiturage. See docs/trips.md.
 */

/** The standard's defaults for a ride search: departure within ±900 s, pickup and drop within 1 km. */
export const rideSearchDefaults = { timeWindowSeconds: 900, radiusKm: 1 } as const;
export const rideSearchLimits = { timeWindowSeconds: 3600, radiusKm: 5 } as const;

/** The fraud rules: such a leg is kept, flagged with its reason, and left out of every figure. */
export const fraudRules = {
  /** A leg shorter than this (shared km) is flagged. */
  minimumLegKm: 2,
  /** A person's trip of the day beyond this many (so the fourth) is flagged, in the company's time zone. */
  tripsPerDayAllowed: 3,
  /** Another trip of the same people departing within this many minutes is flagged. */
  repeatWindowMinutes: 30,
  /**
   * Data (a proof, the completion) the service received more than this many hours after the trip
   * started (its planned departure, or an earlier pickup a phone reported) is flagged.
   */
  lateDataHours: 24,
} as const;

// Its own module so the riders' app reads it without the schemas of this file.
export { tripTimeWindow } from './trip-times.js';

export const legFlagReasons = ['shortLeg', 'tooManyTripsInADay', 'samePeopleWithin30Minutes', 'lateData'] as const;
export type LegFlagReason = (typeof legFlagReasons)[number];

/** A: matching only, no positions; B: positions and times from one occupant at pickup and drop; C: from every occupant, distinct identities. */
export const proofClasses = ['A', 'B', 'C'] as const;
export type ProofClass = (typeof proofClasses)[number];

export const bookingStatuses = ['WAITING_CONFIRMATION', 'CONFIRMED', 'CANCELLED', 'COMPLETED_PENDING_VALIDATION', 'VALIDATED'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
export type BookingRole = 'driver' | 'passenger';

/**
 * Who may move a booking, and from where: a passenger books (WAITING_CONFIRMATION), the driver
 * confirms, either of them cancels, the driver says it is done and the passenger validates it, so
 * each ride is confirmed by both of its people. A ride the driver said was done that did not happen
 * is cancelled by either of them (the passenger disputing it), until the passenger has validated it.
 */
export const bookingTransitions = {
  CONFIRMED: { from: ['WAITING_CONFIRMATION'], by: ['driver'] },
  CANCELLED: { from: ['WAITING_CONFIRMATION', 'CONFIRMED', 'COMPLETED_PENDING_VALIDATION'], by: ['driver', 'passenger'] },
  COMPLETED_PENDING_VALIDATION: { from: ['CONFIRMED'], by: ['driver'] },
  VALIDATED: { from: ['COMPLETED_PENDING_VALIDATION'], by: ['passenger'] },
} as const satisfies Record<Exclude<BookingStatus, 'WAITING_CONFIRMATION'>, { from: readonly BookingStatus[]; by: readonly BookingRole[] }>;

/** A person's gender as they declare it in the app, asked only for the same-gender driver request. */
export const genders = ['female', 'male', 'nonBinary'] as const;

const latitudeSchema = z.number({ error: 'invalidValue' }).min(-90, 'latitudeOutOfRange').max(90, 'latitudeOutOfRange');
const longitudeSchema = z.number({ error: 'invalidValue' }).min(-180, 'longitudeOutOfRange').max(180, 'longitudeOutOfRange');
/** The years an instant may name: a phone's clock reset to 0001, or a 9999 typed for "never", is no time a trip happens. */
const instantYears = { first: 2000, last: 2100 } as const;
/** An instant with its offset, as the app's clock writes it (2026-03-02T08:00:00-06:00). */
const instantSchema = z.iso.datetime({ offset: true, error: 'dateTimeInvalid' }).refine((text) => {
  const year = Number(text.slice(0, 4));
  return year >= instantYears.first && year <= instantYears.last;
}, 'dateTimeInvalid');

export const journeyPointSchema = z.strictObject({ latitude: latitudeSchema, longitude: longitudeSchema, label: requiredText('placeLabelRequired', 200) }, { error: 'invalidValue' });
export type JourneyPoint = z.infer<typeof journeyPointSchema>;

const journeyFields = {
  origin: journeyPointSchema,
  destination: journeyPointSchema,
  /** A one-off journey's departure; a recurring one's first, whose time of day (in the company's time zone) repeats. */
  departureAt: instantSchema,
  /** How far from the departure time the person may leave. */
  departureMarginSeconds: z.number({ error: 'invalidValue' }).int('invalidValue').min(0, 'invalidValue').max(3600, 'invalidValue').default(900),
  /** ISO weekdays (1 Monday ... 7 Sunday) a recurring journey repeats on; none for a one-off journey. */
  weekdays: z
    .array(z.number({ error: 'invalidValue' }).int('invalidValue').min(1, 'weekdayInvalid').max(7, 'weekdayInvalid'), { error: 'invalidValue' })
    .max(7, 'weekdayInvalid')
    .refine((days) => new Set(days).size === days.length, 'weekdayInvalid')
    .default([]),
  gender: z.enum(genders, { error: 'invalidValue' }).optional(),
};

export const createOfferBodySchema = z.strictObject(
  { ...journeyFields, seats: z.number({ error: 'seatsInvalid' }).int('seatsInvalid').min(1, 'seatsInvalid').max(8, 'seatsInvalid') },
  { error: 'invalidValue' },
);
export type CreateOfferBody = z.input<typeof createOfferBodySchema>;

export const createRequestBodySchema = z
  .strictObject({ ...journeyFields, sameGenderDriver: z.boolean({ error: 'invalidValue' }).default(false) }, { error: 'invalidValue' })
  .refine((body) => !body.sameGenderDriver || body.gender !== undefined, { message: 'genderRequiredForSameGender', path: ['gender'] });
export type CreateRequestBody = z.input<typeof createRequestBodySchema>;

export const journeySchema = z.object({
  journeyId: z.uuid(),
  role: z.enum(['driver', 'passenger']),
  status: z.enum(['open', 'cancelled']),
  origin: z.object({ latitude: z.number(), longitude: z.number(), label: z.string() }),
  destination: z.object({ latitude: z.number(), longitude: z.number(), label: z.string() }),
  departureAt: z.string(),
  departureMarginSeconds: z.number().int(),
  weekdays: z.array(z.number().int()),
  seats: z.number().int().nullable(),
  sameGenderDriver: z.boolean(),
  createdAt: z.string(),
});
export type Journey = z.infer<typeof journeySchema>;

export const journeyIdParamsSchema = z.object({ journeyId: z.uuid({ error: 'notFound' }) });
export const listJourneysQuerySchema = listTrashQuerySchema;
export const journeyResponseSchema = z.object({ success: z.literal(true), data: journeySchema });
export const journeyMessageResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: journeySchema });
export const journeyListResponseSchema = z.object({ success: z.literal(true), data: z.array(journeySchema), page: z.number().int(), pageSize: z.number().int() });

/** A local date (YYYY-MM-DD) in the company's zone: which day of a recurring request a search or booking is for. */
export const rideDateSchema = z.iso.date({ error: 'rideDateInvalid' }).refine((text) => text >= '2000-01-01' && text <= '2100-12-31', 'rideDateInvalid');

export const searchRidesQuerySchema = z.object({
  timeWindowSeconds: z.coerce
    .number({ error: 'invalidValue' })
    .int('invalidValue')
    .min(0, 'searchWindowInvalid')
    .max(rideSearchLimits.timeWindowSeconds, 'searchWindowInvalid')
    .default(rideSearchDefaults.timeWindowSeconds),
  radiusKm: z.coerce.number({ error: 'invalidValue' }).positive('searchRadiusInvalid').max(rideSearchLimits.radiusKm, 'searchRadiusInvalid').default(rideSearchDefaults.radiusKm),
  /** For a recurring request, the day searched; its first departure's day otherwise. */
  date: rideDateSchema.optional(),
});
export type SearchRidesQuery = z.output<typeof searchRidesQuerySchema>;

export const rideSchema = z.object({
  offerId: z.uuid(),
  /** This ride's departure: the offer's, or the occurrence of a recurring offer on the request's day. */
  departureAt: z.string(),
  driverFirstNames: z.string(),
  pickupDistanceKm: z.number(),
  dropDistanceKm: z.number(),
  seatsLeft: z.number().int(),
  interCompany: z.boolean(),
});
export type Ride = z.infer<typeof rideSchema>;
export const ridesResponseSchema = z.object({ success: z.literal(true), data: z.array(rideSchema) });

export const legFlagSchema = z.object({ reason: z.enum(legFlagReasons), message: z.string(), flaggedAt: z.string() });
export const legSchema = z.object({
  legId: z.uuid(),
  tripId: z.uuid(),
  proofClass: z.enum(proofClasses),
  sharedKm: z.number(),
  soloKm: z.number(),
  flags: z.array(legFlagSchema),
  /** Validated and not flagged: the figures count it. */
  countsInFigures: z.boolean(),
});

export const bookingSchema = z.object({
  bookingId: z.uuid(),
  status: z.enum(bookingStatuses),
  /** The caller's part in it. */
  role: z.enum(['driver', 'passenger']),
  offerId: z.uuid(),
  requestId: z.uuid(),
  departureAt: z.string(),
  pickup: z.object({ latitude: z.number(), longitude: z.number(), label: z.string() }),
  drop: z.object({ latitude: z.number(), longitude: z.number(), label: z.string() }),
  interCompany: z.boolean(),
  leg: legSchema.nullable(),
  createdAt: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const createBookingBodySchema = z.strictObject(
  {
    requestId: z.uuid({ error: 'invalidValue' }),
    offerId: z.uuid({ error: 'invalidValue' }),
    /** For a recurring request, the day booked (one of its weekdays, not before its first); a one-off request's own day otherwise. */
    date: rideDateSchema.optional(),
  },
  { error: 'invalidValue' },
);
export type CreateBookingBody = z.infer<typeof createBookingBodySchema>;

export const bookingIdParamsSchema = z.object({ bookingId: z.uuid({ error: 'notFound' }) });
export const listBookingsQuerySchema = listTrashQuerySchema;

/** Moves a booking (see bookingTransitions); the driver completing it may send the km the car drove. */
export const updateBookingBodySchema = z
  .strictObject(
    {
      status: z.enum(['CONFIRMED', 'CANCELLED', 'COMPLETED_PENDING_VALIDATION', 'VALIDATED'], { error: 'bookingStatusInvalid' }),
      vehicleKm: z.number({ error: 'invalidValue' }).gt(0, 'invalidValue').max(2000, 'invalidValue').optional(),
    },
    { error: 'invalidValue' },
  )
  .refine((body) => body.vehicleKm === undefined || body.status === 'COMPLETED_PENDING_VALIDATION', { message: 'vehicleKmOnlyOnCompletion', path: ['vehicleKm'] });
export type UpdateBookingBody = z.infer<typeof updateBookingBodySchema>;

/**
 * An occupant's phone reports the pickup or the drop: when, and where when the person lets the phone
 * say (both coordinates or neither; without them the proof proves no place). `idempotencyKey` is the
 * phone's own id for the proof: a proof kept offline and sent again answers as the first and writes nothing more.
 */
export const createProofBodySchema = z
  .strictObject(
    {
      kind: z.enum(['pickup', 'drop'], { error: 'invalidValue' }),
      latitude: latitudeSchema.optional(),
      longitude: longitudeSchema.optional(),
      recordedAt: instantSchema,
      idempotencyKey: z.uuid({ error: 'invalidValue' }).optional(),
    },
    { error: 'invalidValue' },
  )
  .refine((body) => (body.latitude === undefined) === (body.longitude === undefined), { message: 'invalidValue', path: ['longitude'] });
export type CreateProofBody = z.infer<typeof createProofBodySchema>;

export const bookingResponseSchema = z.object({ success: z.literal(true), data: bookingSchema });
export const bookingMessageResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: bookingSchema });
export const bookingListResponseSchema = z.object({ success: z.literal(true), data: z.array(bookingSchema), page: z.number().int(), pageSize: z.number().int() });

/** Emission factors are data: kg CO2e per vehicle-km, with their source. */
export const emissionFactorScopes = ['tankToWheel', 'tankToWheelWithConstruction', 'wellToWheel'] as const;
export const emissionFactorSchema = z.object({
  /** The factor's row: a report names the one it used. */
  id: z.string(),
  /** ISO 3166-1 alpha-2 code of the country it stands for. */
  region: z.string(),
  value: z.number(),
  unit: z.string(),
  scope: z.enum(emissionFactorScopes),
  source: z.string(),
  year: z.number().int().nullable(),
  validFrom: z.string(),
  /** Worked out by Rumbo from published figures rather than published as such. */
  isComputed: z.boolean(),
  note: z.string(),
});
export type EmissionFactor = z.infer<typeof emissionFactorSchema>;

export const emissionFactorInUseSchema = z.object({
  /** The company's country as its profile holds it. */
  country: z.string(),
  /** `country`: the profile's country picked it; `fallback`: the country is empty or not one Rumbo has a factor for, so Mexico's stands in. */
  chosenBy: z.enum(['country', 'fallback']),
  factor: emissionFactorSchema,
});
export type EmissionFactorInUse = z.infer<typeof emissionFactorInUseSchema>;
export const emissionFactorResponseSchema = z.object({ success: z.literal(true), data: emissionFactorInUseSchema, message: z.string().optional() });

// ---- the administrators' view of the company's trips --------------------------------------------

export const tripStatuses = ['planned', 'completed', 'cancelled'] as const;
export type TripStatus = (typeof tripStatuses)[number];

/** The longest page of the company's trips. */
export const companyTripPageSizeMax = 100;
/** The list counts its matches up to this many; beyond it `total` is a lower bound. */
export const companyTripTotalCap = 10_000;

const localDateSchema = z
  .string({ error: 'reportDateInvalid' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'reportDateInvalid')
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
  }, 'reportDateInvalid');

/** A query flag sent as `true` or `false` (a query string has no booleans). */
const queryFlagSchema = z.enum(['true', 'false'], { error: 'invalidValue' }).transform((value) => value === 'true');

export const listCompanyTripsQuerySchema = z
  .object({
    /** First local day (YYYY-MM-DD, in the company's time zone) of the planned departure, included. */
    from: localDateSchema.optional(),
    /** Last local day, included. */
    to: localDateSchema.optional(),
    status: z.enum(tripStatuses, { error: 'invalidValue' }).optional(),
    /** Only trips with a flagged leg. */
    flagged: queryFlagSchema.optional(),
    /** Only trips this person of the company drove or rode on. */
    employeeId: z.uuid({ error: 'invalidValue' }).optional(),
    page: z.coerce.number({ error: 'pageInvalid' }).int('pageInvalid').min(1, 'pageInvalid').max(1_000_000, 'pageInvalid').default(1),
    pageSize: z.coerce.number({ error: 'pageSizeInvalid' }).int('pageSizeInvalid').min(1, 'pageSizeInvalid').max(companyTripPageSizeMax, 'pageSizeInvalid').default(10),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'reportPeriodReversed', path: ['to'] });
export type ListCompanyTripsQuery = z.input<typeof listCompanyTripsQuerySchema>;

/** A person on a trip; someone of another company (a trip shared between companies) is not named. */
const tripPersonSchema = z.object({
  employeeId: z.uuid().nullable(),
  fullName: z.string().nullable(),
  isOtherCompany: z.boolean(),
});
export type TripPerson = z.infer<typeof tripPersonSchema>;

export const companyTripSchema = z.object({
  tripId: z.uuid(),
  plannedDepartureAt: z.string(),
  driver: tripPersonSchema,
  /** Passengers on it (legs not cancelled; for a cancelled trip, those it had). */
  passengers: z.number().int(),
  status: z.enum(tripStatuses),
  /** The weakest proof class of its legs. */
  proofClass: z.enum(proofClasses),
  /** One of its legs carries a fraud flag. */
  isFlagged: z.boolean(),
  /** Km the car drove as its driver reported; until then, the longest leg's km. */
  km: z.number().nullable(),
  isInterCompany: z.boolean(),
});
export type CompanyTrip = z.infer<typeof companyTripSchema>;

export const listCompanyTripsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(companyTripSchema),
  total: z.number().int(),
  totalIsExact: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The company's IANA time zone: `from` and `to` are local days in it. */
  timeZone: z.string(),
});
export type ListCompanyTripsResponse = z.infer<typeof listCompanyTripsResponseSchema>;

export const proofEventSchema = z.object({
  kind: z.enum(['pickup', 'drop']),
  /** Whose phone sent it. */
  by: z.enum(['driver', 'passenger']),
  /** Null when the person did not let the phone give its position. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  recordedAt: z.string(),
  receivedAt: z.string(),
});
export type ProofEvent = z.infer<typeof proofEventSchema>;

export const companyTripLegSchema = z.object({
  legId: z.uuid(),
  passenger: tripPersonSchema,
  bookingStatus: z.enum(bookingStatuses),
  pickup: z.object({ label: z.string(), plannedAt: z.string(), actualAt: z.string().nullable() }),
  /** The drop's planned time is the trip's planned arrival, when known. */
  drop: z.object({ label: z.string(), plannedAt: z.string().nullable(), actualAt: z.string().nullable() }),
  sharedKm: z.number(),
  proofClass: z.enum(proofClasses),
  isCancelled: z.boolean(),
  countsInFigures: z.boolean(),
  flags: z.array(legFlagSchema),
  proofEvents: z.array(proofEventSchema),
});
export type CompanyTripLeg = z.infer<typeof companyTripLegSchema>;

export const companyTripDetailSchema = companyTripSchema.extend({
  plannedArrivalAt: z.string().nullable(),
  actualDepartureAt: z.string().nullable(),
  actualArrivalAt: z.string().nullable(),
  vehicleSeats: z.number().int(),
  legs: z.array(companyTripLegSchema),
});
export type CompanyTripDetail = z.infer<typeof companyTripDetailSchema>;

export const tripIdParamsSchema = z.object({ tripId: z.uuid({ error: 'notFound' }) });
export const companyTripResponseSchema = z.object({ success: z.literal(true), data: companyTripDetailSchema });

/** The writes (offers, requests, bookings and their moves, proofs) answer 429 past an account's hourly limits. */
export const tripsEndpoints = {
  createOffer: defineEndpoint({
    method: 'POST',
    path: '/trips/offers',
    tag: 'trips',
    summary: 'Offers a ride as driver (a driver journey): one-off, or recurring on weekdays',
    authenticated: true,
    access: 'person',
    body: createOfferBodySchema,
    responses: { 201: journeyResponseSchema },
    errors: [403, 429],
  }),
  listOffers: defineEndpoint({
    method: 'GET',
    path: '/trips/offers',
    tag: 'trips',
    summary: 'The caller’s open ride offers, soonest first',
    authenticated: true,
    access: 'person',
    query: listJourneysQuerySchema,
    responses: { 200: journeyListResponseSchema },
  }),
  cancelOffer: defineEndpoint({
    method: 'DELETE',
    path: '/trips/offers/:journeyId',
    tag: 'trips',
    summary: 'Cancels one of the caller’s ride offers, and its bookings not yet done',
    authenticated: true,
    access: 'owner',
    params: journeyIdParamsSchema,
    responses: { 200: journeyMessageResponseSchema },
    errors: [404, 429],
  }),
  createRequest: defineEndpoint({
    method: 'POST',
    path: '/trips/requests',
    tag: 'trips',
    summary: 'Asks for a ride as passenger (a passenger journey): one-off, or recurring on weekdays',
    authenticated: true,
    access: 'person',
    body: createRequestBodySchema,
    responses: { 201: journeyResponseSchema },
    errors: [409, 429],
  }),
  listRequests: defineEndpoint({
    method: 'GET',
    path: '/trips/requests',
    tag: 'trips',
    summary: 'The caller’s open ride requests, soonest first',
    authenticated: true,
    access: 'person',
    query: listJourneysQuerySchema,
    responses: { 200: journeyListResponseSchema },
  }),
  cancelRequest: defineEndpoint({
    method: 'DELETE',
    path: '/trips/requests/:journeyId',
    tag: 'trips',
    summary: 'Cancels one of the caller’s ride requests, and its bookings not yet done',
    authenticated: true,
    access: 'owner',
    params: journeyIdParamsSchema,
    responses: { 200: journeyMessageResponseSchema },
    errors: [404, 429],
  }),
  searchRides: defineEndpoint({
    method: 'GET',
    path: '/trips/requests/:journeyId/rides',
    tag: 'trips',
    summary: 'Rides for a request: departure within the window (±900 s), pickup and drop within the radius (1 km), the company’s trip rules applied',
    authenticated: true,
    access: 'owner',
    params: journeyIdParamsSchema,
    query: searchRidesQuerySchema,
    responses: { 200: ridesResponseSchema },
    errors: [404, 409],
  }),
  createBooking: defineEndpoint({
    method: 'POST',
    path: '/trips/bookings',
    tag: 'trips',
    summary: 'Books a ride found for one of the caller’s requests; it waits for the driver’s confirmation',
    authenticated: true,
    access: 'owner',
    body: createBookingBodySchema,
    responses: { 201: bookingResponseSchema },
    errors: [403, 404, 409, 429],
  }),
  listBookings: defineEndpoint({
    method: 'GET',
    path: '/trips/bookings',
    tag: 'trips',
    summary: 'The caller’s bookings, as driver or passenger, newest departure first',
    authenticated: true,
    access: 'person',
    query: listBookingsQuerySchema,
    responses: { 200: bookingListResponseSchema },
  }),
  getBooking: defineEndpoint({
    method: 'GET',
    path: '/trips/bookings/:bookingId',
    tag: 'trips',
    summary: 'One of the caller’s bookings, with its leg’s proof class and flags',
    authenticated: true,
    access: 'owner',
    params: bookingIdParamsSchema,
    responses: { 200: bookingResponseSchema },
    errors: [404],
  }),
  updateBooking: defineEndpoint({
    method: 'PATCH',
    path: '/trips/bookings/:bookingId',
    tag: 'trips',
    summary: 'Moves a booking: the driver confirms or completes it, the passenger validates it, either cancels it',
    authenticated: true,
    access: 'owner',
    params: bookingIdParamsSchema,
    body: updateBookingBodySchema,
    responses: { 200: bookingMessageResponseSchema },
    errors: [403, 404, 409, 429],
  }),
  createProof: defineEndpoint({
    method: 'POST',
    path: '/trips/bookings/:bookingId/proofs',
    tag: 'trips',
    summary: 'An occupant’s phone reports its position and time at pickup or drop',
    authenticated: true,
    access: 'owner',
    params: bookingIdParamsSchema,
    body: createProofBodySchema,
    responses: { 201: bookingResponseSchema },
    errors: [404, 409, 429],
  }),
  getEmissionFactor: defineEndpoint({
    method: 'GET',
    path: '/trips/emission-factor',
    tag: 'trips',
    summary: 'The emission factor the company’s figures use, its source, and why (administrators)',
    authenticated: true,
    access: 'admin',
    responses: { 200: emissionFactorResponseSchema },
    errors: [403],
  }),
  listCompanyTrips: defineEndpoint({
    method: 'GET',
    path: '/trips/company',
    tag: 'trips',
    summary: 'The company’s trips (a person of the company drove or rode), newest departure first, filtered by local days, status, flags and person (administrators)',
    authenticated: true,
    access: 'admin',
    query: listCompanyTripsQuerySchema,
    responses: { 200: listCompanyTripsResponseSchema },
    errors: [403],
  }),
  getCompanyTrip: defineEndpoint({
    method: 'GET',
    path: '/trips/company/:tripId',
    tag: 'trips',
    summary: 'One of the company’s trips with its legs, proof events and flags with their reasons (administrators)',
    authenticated: true,
    access: 'admin',
    params: tripIdParamsSchema,
    responses: { 200: companyTripResponseSchema },
    errors: [403, 404],
  }),
};
