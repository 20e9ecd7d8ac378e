import type { EnterprisesResponse, InterestPlan, JoinLink, Language, Plan } from '@rumbo/contract';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { AuthContext } from '../auth/auth-context.js';
import * as repository from './enterprises.repository.js';

const enterpriseLanguageOf = { es: 'spanish', en: 'english', de: 'deutsch' } as const;

export function createEnterprise(
  db: Database,
  input: { name: string; email: string; interestPlan: InterestPlan; language: Language },
): Promise<string> {
  return repository.insertEnterprise(db, { ...input, language: enterpriseLanguageOf[input.language] });
}

export async function listCallerEnterprises(db: Database, auth: AuthContext): Promise<EnterprisesResponse['data']> {
  const current = await repository.findEnterpriseSummary(db, auth.enterpriseId);
  if (!current) throw new AppError(404, 'notFound');
  return { enterprises: [current], current, defaultRole: auth.isAdmin ? 'admin' : 'employee' };
}

export function getEnterprisePlan(db: Database, enterpriseId: string): Promise<Plan> {
  return repository.findEnterprisePlan(db, enterpriseId);
}

export const lockEnterprise = repository.lockEnterprise;
export const findEnterpriseByJoinCode = repository.findEnterpriseByJoinCode;

export async function getJoinLink(db: Database, enterpriseId: string, publicUrl: string): Promise<JoinLink> {
  const settings = await repository.findJoinSettings(db, enterpriseId);
  if (!settings) throw new AppError(404, 'notFound');
  return { code: settings.joinCode, url: `${publicUrl}/join/${settings.joinCode}`, autoApproveDomain: settings.autoApproveDomain };
}

export async function regenerateJoinLink(db: Database, enterpriseId: string, publicUrl: string): Promise<JoinLink> {
  await repository.regenerateJoinCode(db, enterpriseId);
  return getJoinLink(db, enterpriseId, publicUrl);
}

export async function setAutoApproveDomain(db: Database, enterpriseId: string, domain: string | null, publicUrl: string): Promise<JoinLink> {
  await repository.updateAutoApproveDomain(db, enterpriseId, domain);
  return getJoinLink(db, enterpriseId, publicUrl);
}
