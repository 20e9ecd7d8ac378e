import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { languages } from './languages.js';
import { timeZoneChoiceSchema, timeZoneNameSchema, timeZoneOffsetSchema } from './time-zone-schemas.js';

/** A person's settings: `timeZone` is the list's entry (UTC-06:00), `timeZoneName` its zone, which times are shown through. */
export const userConfigSchema = z.object({
  timeZone: timeZoneOffsetSchema,
  timeZoneName: timeZoneNameSchema,
  language: z.enum(languages, { error: 'languageInvalid' }),
  /** `rideMails`: the person's ride notices (a booking, its confirmation, decline, cancellation) are mailed too, not only shown in the app. */
  preferences: z.object({ showTutorial: z.boolean(), rideMails: z.boolean() }),
});
export type UserConfig = z.infer<typeof userConfigSchema>;

export const userConfigResponseSchema = z.object({ success: z.literal(true), data: userConfigSchema });

/** Any of the settings: the tour's flag alone (what the tour sends when it ends), the language, the time zone. */
export const updateUserConfigBodySchema = z
  .object({
    showTutorial: z.boolean({ error: 'invalidValue' }).optional(),
    rideMails: z.boolean({ error: 'invalidValue' }).optional(),
    /** An entry of the list, as its offset (UTC-06:00) or its zone (America/Mexico_City). */
    timeZone: timeZoneChoiceSchema.optional(),
    language: z.enum(languages, { error: 'languageInvalid' }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'fieldRequired');
export type UpdateUserConfigBody = z.infer<typeof updateUserConfigBodySchema>;

export const userConfigEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/user/configure',
    tag: 'user',
    summary: 'The caller’s UI settings',
    authenticated: true,
    access: 'person',
    responses: { 200: userConfigResponseSchema },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/user/configure',
    tag: 'user',
    summary: 'Changes the caller’s tutorial flag, ride mails, language or time zone',
    authenticated: true,
    access: 'person',
    body: updateUserConfigBodySchema,
    responses: { 200: userConfigResponseSchema },
  }),
};
