import { z } from 'zod';
import { requiredText } from './common.js';
import { defineEndpoint } from './endpoint.js';
import { bookingStatuses, genders, rideSchema } from './trips.js';

/**
 * A person's commute, said once: home, the company's office, the usual weekdays, when they arrive at
 * work and leave it, and whether they drive, ride or both. Saving it writes their regular journeys
 * (offers and requests, both directions) that the ride search reads.
 */
export const commuteRoles = ['driver', 'passenger', 'both'] as const;
export type CommuteRole = (typeof commuteRoles)[number];

const latitudeSchema = z.number({ error: 'invalidValue' }).min(-90, 'latitudeOutOfRange').max(90, 'latitudeOutOfRange');
const longitudeSchema = z.number({ error: 'invalidValue' }).min(-180, 'longitudeOutOfRange').max(180, 'longitudeOutOfRange');
/** A wall-clock time of the company's zone, 00:00 to 23:59. */
const clockTimeSchema = z.string({ error: 'commuteTimeInvalid' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'commuteTimeInvalid');
const weekdaysSchema = z
  .array(z.number({ error: 'invalidValue' }).int('weekdayInvalid').min(1, 'weekdayInvalid').max(7, 'weekdayInvalid'), { error: 'invalidValue' })
  .min(1, 'commuteWeekdaysRequired')
  .max(7, 'weekdayInvalid')
  .refine((days) => new Set(days).size === days.length, 'weekdayInvalid');
const seatsSchema = z.number({ error: 'seatsInvalid' }).int('seatsInvalid').min(1, 'seatsInvalid').max(8, 'seatsInvalid');

/**
 * The person's gender, if they say it (no answer is as good as any): a driver's is what a passenger
 * who asks for their own gender is matched on, and asking for it needs one's own.
 */
const genderSchema = z.enum(genders, { error: 'invalidValue' });

type CommuteShape = { arriveAt: string; leaveAt: string; role: CommuteRole; seats?: number | null | undefined; gender?: string | null | undefined; sameGenderDriver?: boolean | undefined };

/**
 * Leaving work comes after arriving, a driver says how many seats they offer, and a passenger asking
 * for a driver of their own gender says theirs: each message under its own field.
 */
function checkCommute(commute: CommuteShape, context: z.core.$RefinementCtx<CommuteShape>) {
  if (commute.leaveAt <= commute.arriveAt) context.addIssue({ code: 'custom', message: 'commuteLeaveBeforeArrive', path: ['leaveAt'] });
  if (commute.role !== 'passenger' && (commute.seats === null || commute.seats === undefined)) context.addIssue({ code: 'custom', message: 'seatsInvalid', path: ['seats'] });
  if (commute.role !== 'driver' && commute.sameGenderDriver && !commute.gender) context.addIssue({ code: 'custom', message: 'genderRequiredForSameGender', path: ['gender'] });
}

/** Checked once the fields it reads are well formed themselves, so every field's own message shows first. */
const whenFieldsParsed = {
  when: (payload: z.core.ParsePayload) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    payload.issues.every((issue) => !['arriveAt', 'leaveAt', 'role', 'seats', 'gender', 'sameGenderDriver'].includes(String(issue.path?.[0]))),
};

export const saveCommuteBodySchema = z
  .strictObject(
    {
      home: z.strictObject({ label: requiredText('addressRequired', 300), latitude: latitudeSchema, longitude: longitudeSchema }, { error: 'invalidValue' }),
      weekdays: weekdaysSchema,
      arriveAt: clockTimeSchema,
      leaveAt: clockTimeSchema,
      role: z.enum(commuteRoles, { error: 'commuteRoleInvalid' }),
      /** Seats offered when driving; ignored for a passenger. */
      seats: seatsSchema.nullish(),
      gender: genderSchema.nullish(),
      /** When riding, only drivers of the person's own gender (where the company offers it); ignored for a driver. */
      sameGenderDriver: z.boolean({ error: 'invalidValue' }).default(false),
    },
    { error: 'invalidValue' },
  )
  .check(z.superRefine(checkCommute, whenFieldsParsed));
export type SaveCommuteBody = z.input<typeof saveCommuteBodySchema>;
export type ParsedSaveCommuteBody = z.output<typeof saveCommuteBodySchema>;

/** Signed decimal degrees with a dot (19.4326, -99.1332), as the company location's form takes them. */
const decimalDegreesPattern = /^[+-]?\d{1,3}(\.\d{1,15})?$/;
function typedCoordinate(range: z.ZodNumber) {
  return z
    .string({ error: 'invalidValue' })
    .trim()
    .min(1, 'commuteCoordinatesRequired')
    .regex(decimalDegreesPattern, 'coordinateFormat')
    .transform(Number)
    .pipe(range);
}

/** The web form: the same rules on what a person types (coordinates as text, seats as a choice); its output is the body. */
export const commuteFormSchema = z
  .object({
    homeLabel: requiredText('addressRequired', 300),
    latitude: typedCoordinate(latitudeSchema),
    longitude: typedCoordinate(longitudeSchema),
    weekdays: weekdaysSchema,
    arriveAt: clockTimeSchema,
    leaveAt: clockTimeSchema,
    role: z.enum(commuteRoles, { error: 'commuteRoleInvalid' }),
    seats: seatsSchema.nullish(),
    /** '' for no answer, as the choice shows it. */
    gender: z.union([genderSchema, z.literal('')], { error: 'invalidValue' }),
    sameGenderDriver: z.boolean({ error: 'invalidValue' }),
  })
  .check(z.superRefine(checkCommute, whenFieldsParsed));
export type CommuteFormInput = z.input<typeof commuteFormSchema>;

export const commuteSchema = z.object({
  home: z.object({ label: z.string(), latitude: z.number(), longitude: z.number() }),
  weekdays: z.array(z.number().int()),
  arriveAt: z.string(),
  leaveAt: z.string(),
  role: z.enum(commuteRoles),
  seats: z.number().int().nullable(),
  gender: z.enum(genders).nullable(),
  sameGenderDriver: z.boolean(),
  updatedAt: z.string(),
});
export type Commute = z.infer<typeof commuteSchema>;

export const myCommuteResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** Null until the person saves one. */
    commute: commuteSchema.nullable(),
    /** The address the person's record holds, offered while no commute is saved. */
    address: z.string(),
    /** The company's office: null while it has no coordinates (a commute cannot be saved then). */
    work: z.object({ label: z.string(), latitude: z.number(), longitude: z.number() }).nullable(),
    timeZone: z.string(),
    /** Whether the company lets a passenger ask for a driver of their own gender (its trip rule). */
    sameGenderOffered: z.boolean(),
  }),
});
export type MyCommute = z.infer<typeof myCommuteResponseSchema>['data'];

export const saveCommuteResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    commute: commuteSchema,
    /** Bookings already made on the replaced journeys: they stay as they are. */
    keptBookings: z.number().int(),
    /** Bookings still waiting for this driver on his replaced offers: cancelled with them, each passenger told. */
    cancelledBookings: z.number().int(),
  }),
});

/** One coming day of one of the person's requests, with the rides that fit it. */
export const matchDaySchema = z.object({
  requestId: z.uuid(),
  /** The local date (YYYY-MM-DD) in the company's zone: what a booking names. */
  date: z.string(),
  departureAt: z.string(),
  from: z.string(),
  to: z.string(),
  rides: z.array(
    rideSchema.extend({
      /** The person's live booking of this ride, if they already made one. */
      booking: z.object({ bookingId: z.uuid(), status: z.enum(bookingStatuses) }).nullable(),
    }),
  ),
});
export type MatchDay = z.infer<typeof matchDaySchema>;
export const myMatchesResponseSchema = z.object({ success: z.literal(true), timeZone: z.string(), data: z.array(matchDaySchema) });

/** A booking waiting for the caller, as driver, to confirm or decline it. */
export const bookingRequestSchema = z.object({
  bookingId: z.uuid(),
  departureAt: z.string(),
  passengerFirstNames: z.string(),
  pickup: z.string(),
  drop: z.string(),
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;
export const myBookingRequestsResponseSchema = z.object({ success: z.literal(true), timeZone: z.string(), data: z.array(bookingRequestSchema) });

/** How many coming days (today included) the matches look at. */
export const matchDaysAhead = 7;

export const commuteEndpoints = {
  getMyCommute: defineEndpoint({
    method: 'GET',
    path: '/trips/me/commute',
    tag: 'trips',
    summary: 'The caller’s commute (null until saved), the address their record holds and the company’s office',
    authenticated: true,
    access: 'person',
    responses: { 200: myCommuteResponseSchema },
  }),
  saveMyCommute: defineEndpoint({
    method: 'PUT',
    path: '/trips/me/commute',
    tag: 'trips',
    summary: 'Saves the caller’s commute: their regular offers and requests, both directions, replace the previous ones in one transaction (bookings made stay)',
    authenticated: true,
    access: 'person',
    body: saveCommuteBodySchema,
    responses: { 200: saveCommuteResponseSchema },
    errors: [409, 429],
  }),
  listMyMatches: defineEndpoint({
    method: 'GET',
    path: '/trips/me/matches',
    tag: 'trips',
    summary: 'For each coming day of the caller’s open requests, the rides the search finds',
    authenticated: true,
    access: 'person',
    responses: { 200: myMatchesResponseSchema },
  }),
  listMyBookingRequests: defineEndpoint({
    method: 'GET',
    path: '/trips/me/booking-requests',
    tag: 'trips',
    summary: 'Bookings of the caller’s rides still waiting for their confirmation, soonest first',
    authenticated: true,
    access: 'person',
    responses: { 200: myBookingRequestsResponseSchema },
  }),
};
