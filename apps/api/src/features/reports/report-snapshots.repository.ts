import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { ReportMetrics, ReportSnapshot, ReportSnapshotKind, ReportSnapshotSummary } from '@rumbo/contract';
import type { Database } from '../../db/client.js';
import { reportSnapshotsTable } from './reports.table.js';

export type NewReportSnapshot = {
  enterpriseId: string;
  kind: ReportSnapshotKind;
  from: string;
  to: string;
  issuedAt: Date;
  figures: ReportMetrics;
  contentHash: string;
  companyName: string;
  companyLanguage: 'spanish' | 'english' | 'deutsch';
};

/** Issues a period's snapshot unless one exists (the unique company, kind, first day); answers whether this call wrote it. */
export async function insertReportSnapshot(db: Database, snapshot: NewReportSnapshot): Promise<boolean> {
  const inserted = await db
    .insert(reportSnapshotsTable)
    .values({
      enterpriseId: snapshot.enterpriseId,
      kind: snapshot.kind,
      periodFrom: snapshot.from,
      periodTo: snapshot.to,
      issuedAt: snapshot.issuedAt,
      figures: snapshot.figures,
      contentHash: snapshot.contentHash,
      companyName: snapshot.companyName,
      companyLanguage: snapshot.companyLanguage,
    })
    .onConflictDoNothing({ target: [reportSnapshotsTable.enterpriseId, reportSnapshotsTable.kind, reportSnapshotsTable.periodFrom] })
    .returning({ id: reportSnapshotsTable.id });
  return inserted.length > 0;
}

/** The first days of the company's snapshots of a kind issued for periods from `since` on. */
export async function listIssuedPeriodStarts(db: Database, enterpriseId: string, kind: ReportSnapshotKind, since: string): Promise<Set<string>> {
  const rows = await db
    .select({ from: reportSnapshotsTable.periodFrom })
    .from(reportSnapshotsTable)
    .where(and(eq(reportSnapshotsTable.enterpriseId, enterpriseId), eq(reportSnapshotsTable.kind, kind), gte(reportSnapshotsTable.periodFrom, since)));
  return new Set(rows.map((row) => row.from));
}

const base = {
  id: reportSnapshotsTable.id,
  kind: reportSnapshotsTable.kind,
  from: reportSnapshotsTable.periodFrom,
  to: reportSnapshotsTable.periodTo,
  issuedAt: reportSnapshotsTable.issuedAt,
  contentHash: reportSnapshotsTable.contentHash,
};

/** The company's snapshots, newest period first, with a few figures read out of the JSON (not the whole of it). */
export async function listReportSnapshots(db: Database, enterpriseId: string): Promise<ReportSnapshotSummary[]> {
  // The paths are this file's constants, never input.
  const figure = (path: string) => sql<number | null>`(${reportSnapshotsTable.figures} #>> ${sql.raw(`'{${path}}'`)})::float8`;
  const rows = await db
    .select({
      ...base,
      trips: figure('trips'),
      participation: figure('participation,share'),
      participationCount: figure('participation,numerator'),
      participationOf: figure('participation,denominator'),
      vehicleKmAvoided: figure('vehicleKmAvoided'),
      co2AvoidedKg: figure('co2AvoidedKg'),
      commuteEmissionsKg: figure('commuteEmissionsKg'),
    })
    .from(reportSnapshotsTable)
    .where(eq(reportSnapshotsTable.enterpriseId, enterpriseId))
    .orderBy(desc(reportSnapshotsTable.periodFrom), desc(reportSnapshotsTable.periodTo));
  return rows.map(({ trips, participation, participationCount, participationOf, vehicleKmAvoided, co2AvoidedKg, commuteEmissionsKg, issuedAt, ...row }) => ({
    ...row,
    issuedAt: issuedAt.toISOString(),
    headline: {
      trips: Number(trips ?? 0),
      participation: participation === null ? null : Number(participation),
      participationCount: Number(participationCount ?? 0),
      participationOf: Number(participationOf ?? 0),
      vehicleKmAvoided: Number(vehicleKmAvoided ?? 0),
      co2AvoidedKg: Number(co2AvoidedKg ?? 0),
      commuteEmissionsKg: Number(commuteEmissionsKg ?? 0),
    },
  }));
}

/** One of the company's snapshots with the company's name and language as they were when it was issued; undefined when it is not the company's. */
export async function findReportSnapshot(
  db: Database,
  enterpriseId: string,
  id: string,
): Promise<(ReportSnapshot & { companyName: string; companyLanguage: 'spanish' | 'english' | 'deutsch' }) | undefined> {
  const [row] = await db
    .select({ ...base, figures: reportSnapshotsTable.figures, companyName: reportSnapshotsTable.companyName, companyLanguage: reportSnapshotsTable.companyLanguage })
    .from(reportSnapshotsTable)
    .where(and(eq(reportSnapshotsTable.id, id), eq(reportSnapshotsTable.enterpriseId, enterpriseId)));
  return row && { ...row, issuedAt: row.issuedAt.toISOString() };
}
