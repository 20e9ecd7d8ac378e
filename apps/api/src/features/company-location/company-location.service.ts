import type { CompanyLocation, ParsedCompanyLocationBody } from '@rumbo/contract';
import { AppError } from '../../errors.js';
import type { ServiceContext } from '../../service-context.js';
import type { AuthContext } from '../auth/index.js';
import * as repository from './company-location.repository.js';

/** Any of the company's people may read where it is (their trips to work will be measured to it). */
export async function getCompanyLocation(ctx: ServiceContext, auth: AuthContext): Promise<CompanyLocation> {
  return repository.findMainSite(ctx.db, auth.enterpriseId);
}

/** Only administrators change it. */
export async function updateCompanyLocation(ctx: ServiceContext, auth: AuthContext, body: ParsedCompanyLocationBody): Promise<CompanyLocation> {
  if (!auth.isAdmin) throw new AppError(403, 'forbidden');
  const site = { address: body.address, latitude: body.latitude ?? null, longitude: body.longitude ?? null };
  await repository.upsertMainSite(ctx.db, auth.enterpriseId, site, ctx.clock.now());
  return getCompanyLocation(ctx, auth);
}
