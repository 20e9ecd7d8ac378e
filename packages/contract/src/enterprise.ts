import { z } from 'zod';
import { interestPlans } from './onboarding.js';
import { defineEndpoint } from './endpoint.js';
import { timeZoneChoiceSchema, timeZoneNameSchema, timeZoneOffsetSchema } from './time-zone-schemas.js';

export const enterpriseLanguages = ['spanish', 'english', 'deutsch'] as const;
export const appearances = ['light', 'dark'] as const;
export type Appearance = (typeof appearances)[number];

export const enterpriseSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  language: z.enum(enterpriseLanguages),
  appearance: z.enum(appearances),
  /** The list's entry (UTC-06:00) and its zone (America/Mexico_City), the company's default for its people, mails and receipts. */
  timeZone: timeZoneOffsetSchema,
  timeZoneName: timeZoneNameSchema,
  interestPlan: z.enum(interestPlans),
  /** The company's logo below /api (fetched with the token), null when it has none. */
  logoUrl: z.string().nullable(),
});
export type EnterpriseSummary = z.infer<typeof enterpriseSummarySchema>;

/** The caller's companies with the current one (one company per account for now). */
export const enterprisesResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    enterprises: z.array(enterpriseSummarySchema),
    current: enterpriseSummarySchema,
    defaultRole: z.enum(['admin', 'employee']),
  }),
});
export type EnterprisesResponse = z.infer<typeof enterprisesResponseSchema>;

/** The parts of the company's address; each a string, '' when unset. */
export const contactPartNames = ['street', 'buildingNumber', 'city', 'state', 'postalCode', 'country'] as const;
export type ContactPartName = (typeof contactPartNames)[number];
export type ContactParts = Record<ContactPartName, string>;

/** The one-line address: the parts that are filled, "street number, city, state, postal code, country"; '' when all are empty. */
export function formatAddress(contact: ContactParts): string {
  const streetLine = [contact.street, contact.buildingNumber].map((part) => part.trim()).filter(Boolean).join(' ');
  return [streetLine, contact.city, contact.state, contact.postalCode, contact.country]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

export const enterpriseProfileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  language: z.enum(enterpriseLanguages),
  appearance: z.enum(appearances),
  timeZone: timeZoneOffsetSchema,
  timeZoneName: timeZoneNameSchema,
  /** The tax document (its stored name, whose last `_` segment is the file name shown); null until one is uploaded. */
  billing: z.object({ taxId: z.string().nullable() }),
  contact: z.object({
    street: z.string(),
    buildingNumber: z.string(),
    city: z.string(),
    state: z.string(),
    postalCode: z.string(),
    country: z.string(),
    /** The formatted one-line address (formatAddress). */
    address: z.string(),
  }),
});
export type EnterpriseProfile = z.infer<typeof enterpriseProfileSchema>;

export const enterpriseProfileResponseSchema = z.object({ success: z.literal(true), data: enterpriseProfileSchema });

const contactPartSchema = z.string({ error: 'invalidValue' }).trim().max(200, 'textTooLong').default('');

/** The profile's editable fields, each validated with the message the form shows under it. */
export const profileFieldSchemas = {
  name: z.string({ error: 'nameEmpty' }).trim().min(1, 'nameEmpty').max(200, 'textTooLong'),
  email: z
    .string({ error: 'fieldValueRequired' })
    .trim()
    .toLowerCase()
    .min(1, 'fieldValueRequired')
    .max(254, 'textTooLong')
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'emailFormatInvalid'),
  contact: z
    .object(
      {
        street: contactPartSchema,
        buildingNumber: contactPartSchema,
        city: contactPartSchema,
        state: contactPartSchema,
        postalCode: contactPartSchema,
        country: contactPartSchema,
      },
      { error: 'addressEmpty' },
    )
    .refine((contact) => contactPartNames.some((name) => contact[name] !== ''), 'addressEmpty'),
  language: z
    .string({ error: 'fieldValueRequired' })
    .min(1, 'fieldValueRequired')
    .pipe(z.enum(enterpriseLanguages, { error: 'languageInvalid' })),
  appearance: z
    .string({ error: 'fieldValueRequired' })
    .min(1, 'fieldValueRequired')
    .pipe(z.enum(appearances, { error: 'invalidValue' })),
  /** An entry of the list, as its offset (UTC-06:00) or its zone (America/Mexico_City); read as the zone. */
  timeZone: z.string({ error: 'fieldValueRequired' }).trim().min(1, 'fieldValueRequired').pipe(timeZoneChoiceSchema),
};
export type ProfileField = keyof typeof profileFieldSchemas;
export const profileFields = Object.keys(profileFieldSchemas) as ProfileField[];

/**
 * One field at a time: exactly one of name, email, contact, language, appearance, timeZone. Its type
 * is checked here; its value by `profileFieldSchemas` in the service, so the answer's message is the
 * field's own ('Name cannot be empty'), not a generic one.
 */
export const updateProfileBodySchema = z
  .strictObject(
    {
    name: z.unknown().optional(),
    email: z.unknown().optional(),
    contact: z.unknown().optional(),
    language: z.unknown().optional(),
    appearance: z.unknown().optional(),
    timeZone: z.unknown().optional(),
    },
    { error: 'oneProfileField' },
  )
  .superRefine((body, context) => {
    const given = Object.values(body).filter((value) => value !== undefined).length;
    if (given !== 1) context.addIssue({ code: 'custom', message: given === 0 ? 'fieldValueRequired' : 'oneProfileField' });
  });
export type UpdateProfileBody = {
  name?: string;
  email?: string;
  contact?: Partial<ContactParts>;
  language?: (typeof enterpriseLanguages)[number];
  appearance?: Appearance;
  timeZone?: string;
};
/** A change as the service applies it: the field and its parsed value. */
export type ProfileChange = { [F in ProfileField]: { field: F; value: z.output<(typeof profileFieldSchemas)[F]> } }[ProfileField];

export const updateProfileResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: enterpriseProfileSchema });

export const enterpriseEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/enterprise',
    tag: 'enterprise',
    summary: 'The caller’s companies, with the current one',
    authenticated: true,
    access: 'person',
    responses: { 200: enterprisesResponseSchema },
    errors: [404],
  }),
  profile: defineEndpoint({
    method: 'GET',
    path: '/enterprise/profile',
    tag: 'enterprise',
    summary: 'The company’s profile: name, email, address, language, appearance, time zone, tax document',
    authenticated: true,
    access: 'admin',
    responses: { 200: enterpriseProfileResponseSchema },
    errors: [403, 404],
  }),
  updateProfile: defineEndpoint({
    method: 'PATCH',
    path: '/enterprise/profile',
    tag: 'enterprise',
    summary: 'Changes one field of the company’s profile (administrators)',
    authenticated: true,
    access: 'admin',
    body: updateProfileBodySchema,
    responses: { 200: updateProfileResponseSchema },
    errors: [403, 404],
  }),
};
