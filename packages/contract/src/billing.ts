import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { plans } from './plans.js';

export const reportCadences = ['monthly', 'biweekly', 'live'] as const;
export type ReportCadence = (typeof reportCadences)[number];

/**
 * One plan of the catalogue, shaped as a payment provider's product with its monthly price: the name
 * and description in the reader's language, the facts its card lists, and the price to subscribe with.
 */
export const planProductSchema = z.object({
  id: z.enum(plans),
  name: z.string(),
  description: z.string(),
  /** People it admits, counting active and pending ones; null is unlimited. */
  employeeLimit: z.number().int().nullable(),
  reportCadence: z.enum(reportCadences),
  /** Support around the clock (enterprise); the others are answered on working days. */
  support24x7: z.boolean(),
  default_price: z.object({
    id: z.string(),
    /** MXN cents a month, IVA included. */
    unit_amount: z.number().int(),
    currency: z.literal('mxn'),
    recurring: z.object({ interval: z.literal('month') }),
  }),
});
export type PlanProduct = z.infer<typeof planProductSchema>;

export const subscriptionPlansResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ products: z.array(planProductSchema) }),
});

export const priceParamsSchema = z.object({ priceId: z.string({ error: 'invalidValue' }).min(1, 'invalidValue').max(100, 'textTooLong') });

/** One price and its plan, as the checkout shows them. */
export const priceDetailResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    product: planProductSchema.pick({ id: true, name: true, description: true }),
    price: planProductSchema.shape.default_price,
  }),
});

export const billingEndpoints = {
  plans: defineEndpoint({
    method: 'GET',
    path: '/stripe/subscription-plans',
    tag: 'billing',
    summary: 'The plans with their monthly prices, in the catalogue’s order',
    authenticated: false,
    responses: { 200: subscriptionPlansResponseSchema },
  }),
  price: defineEndpoint({
    method: 'GET',
    path: '/stripe/subscriptions/:priceId',
    tag: 'billing',
    summary: 'One price of the catalogue with its plan, for the checkout',
    authenticated: true,
    params: priceParamsSchema,
    responses: { 200: priceDetailResponseSchema },
    errors: [404],
  }),
};
