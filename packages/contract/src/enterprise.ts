import { z } from 'zod';
import { interestPlans } from './onboarding.js';
import { defineEndpoint } from './endpoint.js';
import { timeZoneNameSchema, timeZoneOffsetSchema } from './time-zones.js';

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

export const enterpriseEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/enterprise',
    tag: 'enterprise',
    summary: 'The caller’s companies, with the current one',
    authenticated: true,
    responses: { 200: enterprisesResponseSchema },
    errors: [404],
  }),
};
