import { interCompanyMaxPeople, type TripRules, type TripRulesData, type UpdateTripRulesBody } from '@rumbo/contract';
import { AppError } from '../../errors.js';
import type { ServiceContext } from '../../service-context.js';
import type { AuthContext } from '../auth/index.js';
import * as repository from './trip-rules.repository.js';

/** Any of the company's people may read its rules (the mobile app applies them to everyone's trips). */
export async function getTripRules(ctx: ServiceContext, auth: AuthContext): Promise<TripRulesData> {
  return { rules: await repository.findTripRules(ctx.db, auth.enterpriseId), interCompanyMaxPeople };
}

/** A company's rules, for the trips feature, which applies them to both companies of a shared ride. */
export function getCompanyTripRules(ctx: ServiceContext, enterpriseId: string): Promise<TripRules> {
  return repository.findTripRules(ctx.db, enterpriseId);
}

/** Only administrators change them. */
export async function updateTripRules(ctx: ServiceContext, auth: AuthContext, rules: UpdateTripRulesBody['rules']): Promise<TripRulesData> {
  if (!auth.isAdmin) throw new AppError(403, 'forbidden');
  await repository.upsertTripRules(ctx.db, auth.enterpriseId, rules, ctx.clock.now());
  return getTripRules(ctx, auth);
}
