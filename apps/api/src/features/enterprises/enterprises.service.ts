import {
  isMessageKey,
  languageOfCompany,
  profileFieldSchemas,
  profileFields,
  type EnterpriseProfile,
  type EnterprisesResponse,
  type InterestPlan,
  type JoinLink,
  type Language,
  type Plan,
  type UpdateProfileBody,
} from '@rumbo/contract';
import { AppError } from '../../errors.js';
import type { ServiceContext } from '../../service-context.js';
import type { AuthContext } from '../auth/index.js';
import { logoUrlOf, taxDocumentOf } from '../documents/index.js';
import * as repository from './enterprises.repository.js';

const enterpriseLanguageOf = { es: 'spanish', en: 'english', de: 'deutsch' } as const;

export function createEnterprise(ctx: ServiceContext, input: { name: string; email: string; interestPlan: InterestPlan; language: Language }): Promise<string> {
  return repository.insertEnterprise(ctx.db, { ...input, language: enterpriseLanguageOf[input.language], createdAt: ctx.clock.now() });
}

export async function listCallerEnterprises(ctx: ServiceContext, auth: AuthContext): Promise<EnterprisesResponse['data']> {
  const summary = await repository.findEnterpriseSummary(ctx.db, auth.enterpriseId);
  if (!summary) throw new AppError(404, 'notFound');
  const current = { ...summary, logoUrl: await logoUrlOf(ctx, auth.enterpriseId) };
  return { enterprises: [current], current, defaultRole: auth.isAdmin ? 'admin' : 'employee' };
}

/**
 * What a mail from the company needs: its name, and its language, the one a person hears in until
 * they choose their own (an invitation, say, goes before they can).
 */
export async function getEnterpriseForMail(ctx: ServiceContext, enterpriseId: string): Promise<{ name: string; language: Language }> {
  const enterprise = await repository.findEnterpriseSummary(ctx.db, enterpriseId);
  if (!enterprise) throw new AppError(404, 'notFound');
  return { name: enterprise.name, language: languageOfCompany[enterprise.language] };
}

export function getEnterprisePlan(ctx: ServiceContext, enterpriseId: string): Promise<Plan> {
  return repository.findEnterprisePlan(ctx.db, enterpriseId);
}

/** Serialises changes to one company's head count: concurrent sign-ups cannot overshoot its plan. */
export function lockEnterprise(ctx: ServiceContext, enterpriseId: string): Promise<void> {
  return repository.lockEnterprise(ctx.db, enterpriseId);
}

export function findEnterpriseByJoinCode(ctx: ServiceContext, code: string) {
  return repository.findEnterpriseByJoinCode(ctx.db, code);
}

export async function getJoinLink(ctx: ServiceContext, enterpriseId: string): Promise<JoinLink> {
  const settings = await repository.findJoinSettings(ctx.db, enterpriseId);
  if (!settings) throw new AppError(404, 'notFound');
  return { code: settings.joinCode, url: `${ctx.config.publicUrl}/join/${settings.joinCode}`, autoApproveDomain: settings.autoApproveDomain };
}

export async function regenerateJoinLink(ctx: ServiceContext, enterpriseId: string): Promise<JoinLink> {
  await repository.regenerateJoinCode(ctx.db, enterpriseId);
  return getJoinLink(ctx, enterpriseId);
}

export async function setAutoApproveDomain(ctx: ServiceContext, enterpriseId: string, domain: string | null): Promise<JoinLink> {
  await repository.updateAutoApproveDomain(ctx.db, enterpriseId, domain);
  return getJoinLink(ctx, enterpriseId);
}

/** Sets the plan in force: billing calls it when a subscription starts, changes plan or ends. */
export function setEnterprisePlan(ctx: ServiceContext, enterpriseId: string, plan: Plan): Promise<void> {
  return repository.updateEnterprisePlan(ctx.db, enterpriseId, plan);
}

/** Marks the company deleted: its people's sessions and logins are refused from then on (account-deletion closes it). */
export function markEnterpriseDeleted(ctx: ServiceContext, id: string, now: Date): Promise<void> {
  return repository.markEnterpriseDeleted(ctx.db, id, now);
}

/** Only administrators see and edit the company's profile. */
function assertProfileAdmin(auth: AuthContext): void {
  if (!auth.isAdmin) throw new AppError(403, 'forbidden');
}

export async function getEnterpriseProfile(ctx: ServiceContext, auth: AuthContext): Promise<EnterpriseProfile> {
  assertProfileAdmin(auth);
  const taxDocument = await taxDocumentOf(ctx, auth.enterpriseId);
  const profile = await repository.findEnterpriseProfile(ctx.db, auth.enterpriseId, taxDocument?.taxId ?? null);
  if (!profile) throw new AppError(404, 'notFound');
  return profile;
}

/** The one field the body names, checked with its own message (the contract's `profileFieldSchemas`). */
function readProfileChange(body: UpdateProfileBody): repository.EnterpriseProfileChanges {
  const field = profileFields.find((name) => body[name] !== undefined);
  if (!field) throw new AppError(400, 'fieldValueRequired');
  const result = profileFieldSchemas[field].safeParse(body[field]);
  if (!result.success) {
    const key = result.error.issues[0]?.message ?? '';
    throw new AppError(400, isMessageKey(key) ? key : 'invalidValue', {}, {}, field);
  }
  return field === 'contact' ? (result.data as repository.EnterpriseProfileChanges) : { [field]: result.data };
}

/**
 * Saves one field of the profile. Answers the profile and the language to confirm the change in: a
 * reader of the company's language follows it (the web moves their own setting with it), so a change
 * of language is confirmed in the new one; anyone who reads another language keeps theirs.
 */
export async function updateEnterpriseProfile(
  ctx: ServiceContext,
  auth: AuthContext,
  body: UpdateProfileBody,
  readerLanguage: Language,
): Promise<{ profile: EnterpriseProfile; confirmIn: Language }> {
  assertProfileAdmin(auth);
  const change = readProfileChange(body);
  const before = change.language ? await getEnterpriseProfile(ctx, auth) : undefined;
  await repository.updateEnterpriseProfile(ctx.db, auth.enterpriseId, change);
  const profile = await getEnterpriseProfile(ctx, auth);
  const follows = before !== undefined && enterpriseLanguageOf[readerLanguage] === before.language;
  return { profile, confirmIn: follows ? languageOfCompany[profile.language] : readerLanguage };
}
