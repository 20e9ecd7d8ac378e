import { z } from 'zod';
import { requiredText } from './common.js';
import { defineEndpoint } from './endpoint.js';

/**
 * The company's main site: where its people travel to work, and what their trips will be measured
 * to. The address is what people read; the coordinates, when given, place it exactly on a map.
 */
export const companyAddressMaxLength = 300;

const addressSchema = requiredText('addressRequired', companyAddressMaxLength);
const latitudeSchema = z.number({ error: 'invalidValue' }).min(-90, 'latitudeOutOfRange').max(90, 'latitudeOutOfRange');
const longitudeSchema = z.number({ error: 'invalidValue' }).min(-180, 'longitudeOutOfRange').max(180, 'longitudeOutOfRange');

type Coordinates = { latitude?: number | null | undefined; longitude?: number | null | undefined };

/** A point needs both coordinates: the message goes under the one that is missing. */
function requireBothCoordinatesOrNeither(location: Coordinates, context: z.core.$RefinementCtx<Coordinates>) {
  const hasLatitude = location.latitude !== null && location.latitude !== undefined;
  const hasLongitude = location.longitude !== null && location.longitude !== undefined;
  if (hasLatitude === hasLongitude) return;
  context.addIssue({ code: 'custom', message: 'coordinatesBothOrNeither', path: [hasLatitude ? 'longitude' : 'latitude'] });
}

/** Checked even when the address is wrong, so the form shows every message at once; not when a coordinate is itself wrong. */
const whenCoordinatesParsed = {
  when: (payload: z.core.ParsePayload) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    payload.issues.every((issue) => issue.path?.[0] !== 'latitude' && issue.path?.[0] !== 'longitude'),
};

/** What the API takes: the coordinates as numbers, both or neither (missing or null for none). */
export const updateCompanyLocationBodySchema = z
  .strictObject({ address: addressSchema, latitude: latitudeSchema.nullish(), longitude: longitudeSchema.nullish() }, { error: 'invalidValue' })
  .check(z.superRefine(requireBothCoordinatesOrNeither, whenCoordinatesParsed));
export type UpdateCompanyLocationBody = z.input<typeof updateCompanyLocationBodySchema>;
export type ParsedCompanyLocationBody = z.output<typeof updateCompanyLocationBodySchema>;

/** Signed decimal degrees with a dot, as maps write them (19.4326, -99.1332); no exponent, no comma. */
const decimalDegreesPattern = /^[+-]?\d{1,3}(\.\d{1,15})?$/;

/** A coordinate as typed in a text field: empty for none, else a number in its range. */
function typedCoordinate(range: z.ZodNumber) {
  return z
    .string({ error: 'invalidValue' })
    .trim()
    .refine((text) => text === '' || decimalDegreesPattern.test(text), 'coordinateFormat')
    .transform((text) => (text === '' ? null : Number(text)))
    .pipe(range.nullable());
}

/** The web form: the same rules on what a person types; its output is the body the API takes. */
export const companyLocationFormSchema = z
  .object({ address: addressSchema, latitude: typedCoordinate(latitudeSchema), longitude: typedCoordinate(longitudeSchema) })
  .check(z.superRefine(requireBothCoordinatesOrNeither, whenCoordinatesParsed));
export type CompanyLocationFormInput = z.input<typeof companyLocationFormSchema>;

/** The saved location; every field null until an administrator saves one. */
export const companyLocationSchema = z.object({
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  updatedAt: z.string().nullable(),
});
export type CompanyLocation = z.infer<typeof companyLocationSchema>;

export const emptyCompanyLocation: CompanyLocation = { address: null, latitude: null, longitude: null, updatedAt: null };

export const companyLocationResponseSchema = z.object({ success: z.literal(true), data: companyLocationSchema });
export const updateCompanyLocationResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: companyLocationSchema });

export const companyLocationEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/enterprise/location',
    tag: 'company-location',
    summary: 'The company’s main site: address and coordinates, nulls until saved (any of its people may read it)',
    authenticated: true,
    access: 'person',
    responses: { 200: companyLocationResponseSchema },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/enterprise/location',
    tag: 'company-location',
    summary: 'Saves the company’s main site (administrators); coordinates not sent are cleared',
    authenticated: true,
    access: 'admin',
    body: updateCompanyLocationBodySchema,
    responses: { 200: updateCompanyLocationResponseSchema },
    errors: [403],
  }),
};
