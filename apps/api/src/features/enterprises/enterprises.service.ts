import type { EnterprisesResponse, InterestPlan, Language } from '@rumbo/contract';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { AuthContext } from '../auth/auth-context.js';
import { findEnterpriseSummary, insertEnterprise } from './enterprises.repository.js';

const enterpriseLanguageOf = { es: 'spanish', en: 'english', de: 'deutsch' } as const;

export function createEnterprise(
  db: Database,
  input: { name: string; email: string; interestPlan: InterestPlan; language: Language },
): Promise<string> {
  return insertEnterprise(db, { ...input, language: enterpriseLanguageOf[input.language] });
}

export async function listCallerEnterprises(db: Database, auth: AuthContext): Promise<EnterprisesResponse['data']> {
  const current = await findEnterpriseSummary(db, auth.enterpriseId);
  if (!current) throw new AppError(404, 'notFound');
  return { enterprises: [current], current, defaultRole: auth.isAdmin ? 'admin' : 'employee' };
}
