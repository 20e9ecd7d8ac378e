import { and, eq, isNull, sql } from 'drizzle-orm';
import { describeTimeZone, formatAddress, type ContactParts, type EnterpriseProfile, type EnterpriseSummary, type InterestPlan, type Plan } from '@rumbo/contract';
import type { Database } from '../../db/client.js';
import { enterprisesTable } from './enterprises.table.js';

export async function insertEnterprise(
  db: Database,
  values: { name: string; email: string; interestPlan: InterestPlan; language: 'spanish' | 'english' | 'deutsch'; createdAt: Date },
): Promise<string> {
  const [row] = await db.insert(enterprisesTable).values(values).returning({ id: enterprisesTable.id });
  return row!.id;
}

export async function findEnterpriseSummary(db: Database, id: string): Promise<Omit<EnterpriseSummary, 'logoUrl'> | undefined> {
  const [row] = await db
    .select({
      id: enterprisesTable.id,
      name: enterprisesTable.name,
      email: enterprisesTable.email,
      language: enterprisesTable.language,
      appearance: enterprisesTable.appearance,
      timeZone: enterprisesTable.timeZone,
      interestPlan: enterprisesTable.interestPlan,
    })
    .from(enterprisesTable)
    .where(and(eq(enterprisesTable.id, id), isNull(enterprisesTable.deletedAt)));
  return row && { ...row, ...describeTimeZone(row.timeZone) };
}

export async function findEnterprisePlan(db: Database, id: string): Promise<Plan> {
  const [row] = await db.select({ plan: enterprisesTable.plan }).from(enterprisesTable).where(eq(enterprisesTable.id, id));
  return row?.plan ?? 'basic';
}

/** Serialises changes to one company's head count: concurrent sign-ups cannot overshoot its plan. */
export async function lockEnterprise(db: Database, id: string): Promise<void> {
  // NO KEY UPDATE: lockers queue behind each other, while rows that only reference the company
  // (a new employee, a stored list total) need not wait for the lock.
  await db.select({ id: enterprisesTable.id }).from(enterprisesTable).where(eq(enterprisesTable.id, id)).for('no key update');
}

export async function findJoinSettings(db: Database, id: string) {
  const [row] = await db
    .select({ joinCode: enterprisesTable.joinCode, autoApproveDomain: enterprisesTable.autoApproveDomain })
    .from(enterprisesTable)
    .where(eq(enterprisesTable.id, id));
  return row;
}

export async function findEnterpriseByJoinCode(db: Database, joinCode: string) {
  const [row] = await db
    .select({ id: enterprisesTable.id, name: enterprisesTable.name, autoApproveDomain: enterprisesTable.autoApproveDomain })
    .from(enterprisesTable)
    .where(and(eq(enterprisesTable.joinCode, joinCode), isNull(enterprisesTable.deletedAt)));
  return row;
}

export async function regenerateJoinCode(db: Database, id: string): Promise<void> {
  await db.update(enterprisesTable).set({ joinCode: sql`replace(gen_random_uuid()::text, '-', '')` }).where(eq(enterprisesTable.id, id));
}

export async function updateAutoApproveDomain(db: Database, id: string, domain: string | null): Promise<void> {
  await db.update(enterprisesTable).set({ autoApproveDomain: domain }).where(eq(enterprisesTable.id, id));
}

export async function updateEnterprisePlan(db: Database, id: string, plan: Plan): Promise<void> {
  await db.update(enterprisesTable).set({ plan }).where(eq(enterprisesTable.id, id));
}

export async function markEnterpriseDeleted(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(enterprisesTable)
    .set({ deletedAt: now })
    .where(and(eq(enterprisesTable.id, id), isNull(enterprisesTable.deletedAt)));
}

/**
 * The company's profile. `taxDocumentName` is the stored name of its tax document, which the tax
 * document feature reads and hands in (null until then): the profile answers it as `billing.taxId`.
 */
export async function findEnterpriseProfile(db: Database, id: string, taxDocumentName: string | null = null): Promise<EnterpriseProfile | undefined> {
  const [row] = await db
    .select({
      id: enterprisesTable.id,
      name: enterprisesTable.name,
      email: enterprisesTable.email,
      language: enterprisesTable.language,
      appearance: enterprisesTable.appearance,
      timeZone: enterprisesTable.timeZone,
      street: enterprisesTable.street,
      buildingNumber: enterprisesTable.buildingNumber,
      city: enterprisesTable.city,
      state: enterprisesTable.state,
      postalCode: enterprisesTable.postalCode,
      country: enterprisesTable.country,
    })
    .from(enterprisesTable)
    .where(and(eq(enterprisesTable.id, id), isNull(enterprisesTable.deletedAt)));
  if (!row) return undefined;
  const { street, buildingNumber, city, state, postalCode, country, timeZone, ...rest } = row;
  const contact: ContactParts = { street, buildingNumber, city, state, postalCode, country };
  return { ...rest, ...describeTimeZone(timeZone), billing: { taxId: taxDocumentName }, contact: { ...contact, address: formatAddress(contact) } };
}

export type EnterpriseProfileChanges = Partial<
  Pick<typeof enterprisesTable.$inferInsert, 'name' | 'email' | 'language' | 'appearance' | 'timeZone'> & ContactParts
>;

export async function updateEnterpriseProfile(db: Database, id: string, changes: EnterpriseProfileChanges): Promise<void> {
  await db
    .update(enterprisesTable)
    .set(changes)
    .where(and(eq(enterprisesTable.id, id), isNull(enterprisesTable.deletedAt)));
}
