import { interCompanyMaxPeople, type TripRulesData, type UpdateTripRulesBody } from '@rumbo/contract';
import { AppError } from '../../errors.js';
import type { ServiceContext } from '../../service-context.js';
import type { AuthContext } from '../auth/auth-context.js';
import * as repository from './trip-rules.repository.js';

/** Any of the company's people may read its rules (the mobile app applies them to everyone's trips). */
export async function getTripRules(ctx: ServiceContext, auth: AuthContext): Promise<TripRulesData> {
  return { rules: await repository.findTripRules(ctx.db, auth.enterpriseId), interCompanyMaxPeople };
}

/** Only administrators change them. */
export async function updateTripRules(ctx: ServiceContext, auth: AuthContext, rules: UpdateTripRulesBody['rules']): Promise<TripRulesData> {
  if (!auth.isAdmin) throw new AppError(403, 'forbidden');
  await repository.upsertTripRules(ctx.db, auth.enterpriseId, rules, ctx.clock.now());
  return getTripRules(ctx, auth);
}
