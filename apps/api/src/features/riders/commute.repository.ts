import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { companySitesTable, mainSiteName } from '../company-location/company-location.table.js';
import { employeesTable } from '../employees/employees.table.js';
import { enterprisesTable } from '../enterprises/enterprises.table.js';
import { commutesTable } from './commute.table.js';

export type CommuteRow = typeof commutesTable.$inferSelect;

export async function findCommute(db: Database, employeeId: string): Promise<CommuteRow | undefined> {
  const [row] = await db.select().from(commutesTable).where(eq(commutesTable.employeeId, employeeId));
  return row;
}

export async function saveCommute(db: Database, row: typeof commutesTable.$inferInsert): Promise<CommuteRow> {
  const { employeeId: _employeeId, ...set } = row;
  const [saved] = await db.insert(commutesTable).values(row).onConflictDoUpdate({ target: commutesTable.employeeId, set }).returning();
  return saved!;
}

/** What the commute screen starts from: the address the person's record holds, and the company's zone. */
export async function findPersonPlace(db: Database, employeeId: string): Promise<{ address: string; timeZone: string }> {
  const [row] = await db
    .select({ address: employeesTable.address, timeZone: enterprisesTable.timeZone })
    .from(employeesTable)
    .innerJoin(enterprisesTable, eq(enterprisesTable.id, employeesTable.enterpriseId))
    .where(eq(employeesTable.id, employeeId));
  return row!;
}

/** The company's main site when it has coordinates: where commutes lead; none otherwise. */
export async function findWorkPlace(db: Database, enterpriseId: string): Promise<{ label: string; latitude: number; longitude: number } | undefined> {
  const [row] = await db
    .select({ label: companySitesTable.address, latitude: companySitesTable.latitude, longitude: companySitesTable.longitude })
    .from(companySitesTable)
    .where(and(eq(companySitesTable.enterpriseId, enterpriseId), eq(companySitesTable.name, mainSiteName), isNotNull(companySitesTable.latitude)));
  return row && { label: row.label, latitude: row.latitude!, longitude: row.longitude! };
}
