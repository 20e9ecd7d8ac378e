import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';

/**
 * A company's trip rules, all off until an administrator turns them on. The mobile app (not in this
 * repository) reads them to match riders and drivers; see docs/product-rules.md, "Trip rules".
 */
export const tripRuleNames = ['allowInterCompanyTrips', 'sameGenderOnRequest', 'approvedDriversOnly'] as const;
export type TripRuleName = (typeof tripRuleNames)[number];

/** People in one vehicle on a trip shared with another company's employees, the driver included. */
export const interCompanyMaxPeople = 4;

const ruleSchema = z.boolean({ error: 'invalidValue' });

export const tripRulesSchema = z.object({
  allowInterCompanyTrips: ruleSchema,
  sameGenderOnRequest: ruleSchema,
  approvedDriversOnly: ruleSchema,
});
export type TripRules = z.infer<typeof tripRulesSchema>;

export const defaultTripRules: TripRules = { allowInterCompanyTrips: false, sameGenderOnRequest: false, approvedDriversOnly: false };

export const tripRulesDataSchema = z.object({ rules: tripRulesSchema, interCompanyMaxPeople: z.number().int() });
export type TripRulesData = z.infer<typeof tripRulesDataSchema>;

/** Any of the rules: the ones sent change, the others stay; a name that is no rule is refused. */
export const updateTripRulesBodySchema = z.strictObject({
  rules: z
    .strictObject(
      {
        allowInterCompanyTrips: ruleSchema.optional(),
        sameGenderOnRequest: ruleSchema.optional(),
        approvedDriversOnly: ruleSchema.optional(),
      },
      { error: (issue) => (issue.code === 'unrecognized_keys' ? 'unknownTripRule' : 'fieldRequired') },
    )
    .refine((rules) => Object.values(rules).some((value) => value !== undefined), 'fieldRequired'),
});
export type UpdateTripRulesBody = z.infer<typeof updateTripRulesBodySchema>;

export const tripRulesResponseSchema = z.object({ success: z.literal(true), data: tripRulesDataSchema });
export const updateTripRulesResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: tripRulesDataSchema });

export const tripRulesEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/enterpriseConfigure/trip-rules',
    tag: 'trip-rules',
    summary: 'The company’s trip rules (any of its people may read them: the mobile app applies them)',
    authenticated: true,
    access: 'person',
    responses: { 200: tripRulesResponseSchema },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/enterpriseConfigure/trips-rules',
    tag: 'trip-rules',
    summary: 'Turns trip rules on or off (administrators); the rules not sent stay as they are',
    authenticated: true,
    access: 'admin',
    body: updateTripRulesBodySchema,
    responses: { 200: updateTripRulesResponseSchema },
    errors: [403],
  }),
};
