import type { EmissionFactorInUse } from '@rumbo/contract';
import { AppError } from '../../errors.js';
import type { ServiceContext } from '../../service-context.js';
import type { AuthContext } from '../auth/index.js';
import * as repository from './emission-factors.repository.js';

/** Country names as a company's profile may write them (es, en, de, and ISO codes), unaccented and lowercased. */
const regionsByCountryName: Record<string, string> = Object.fromEntries(
  Object.entries({
    MX: ['mx', 'mex', 'mexico', 'mexiko', 'mexique', 'estados unidos mexicanos'],
    GB: ['gb', 'gbr', 'uk', 'united kingdom', 'great britain', 'england', 'scotland', 'wales', 'northern ireland', 'reino unido', 'gran bretana', 'inglaterra', 'vereinigtes konigreich', 'grossbritannien'],
    FR: ['fr', 'fra', 'france', 'francia', 'frankreich'],
    DE: ['de', 'deu', 'germany', 'alemania', 'deutschland'],
  }).flatMap(([region, names]) => names.map((name) => [name, region])),
);

/** Mexico's factor stands in, said so, where the country is empty or has no factor: Rumbo's companies are Mexican first. */
const fallbackRegion = 'MX';

function regionOf(country: string): string | undefined {
  const key = country
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/[.]/g, '')
    .trim()
    .toLowerCase();
  return regionsByCountryName[key];
}

/** The factor the company's figures use on a day (today unless a report asks for its period's), and why; administrators only. */
export async function getEmissionFactorInUse(ctx: ServiceContext, auth: AuthContext, onDay?: string): Promise<EmissionFactorInUse> {
  if (!auth.isAdmin) throw new AppError(403, 'forbidden');
  return findCompanyEmissionFactor(ctx, auth.enterpriseId, onDay ?? ctx.clock.now().toISOString().slice(0, 10));
}

/** The factor a company's figures use on a day, and why; checks nobody (the callers do). */
export async function findCompanyEmissionFactor(ctx: Pick<ServiceContext, 'db'>, enterpriseId: string, day: string): Promise<EmissionFactorInUse> {
  const country = await repository.findCompanyCountry(ctx.db, enterpriseId);
  const region = regionOf(country);
  const factor = (region && (await repository.findEmissionFactor(ctx.db, region, day))) || undefined;
  if (factor) return { country, chosenBy: 'country', factor };
  return { country, chosenBy: 'fallback', factor: (await repository.findEmissionFactor(ctx.db, fallbackRegion, day))! };
}
