import { createHash } from 'node:crypto';
import { canonicalJson, languageOfCompany, localDayOf, type Language, type ReportMetrics, type ReportSnapshot, type ReportSnapshotKind, type ReportSnapshotSummary } from '@rumbo/contract';
import { AppError } from '../../errors.js';
import type { ServiceContext } from '../../service-context.js';
import type { AuthContext } from '../auth/index.js';
import { listLiveSubscriptions, type LiveSubscription } from '../billing/index.js';
import { logoImageOf } from '../documents/index.js';
import { renderReportSnapshotCsv } from './report-snapshot-csv.js';
import { renderReportSnapshotPdf } from './report-snapshot-pdf.js';
import { snapshotTexts } from './report-snapshot-texts.js';
import * as repository from './report-snapshots.repository.js';
import { findCompanyForSnapshot } from './reports.repository.js';
import { assertCanReadReports, computeReportMetrics } from './reports.service.js';

/** Missed periods are caught up this many months back from the current month, no further. */
export const snapshotCatchUpMonths = 13;
const issueQueue = 'reports.issue-snapshots';

export type SnapshotPeriod = { kind: ReportSnapshotKind; from: string; to: string };

const pad = (value: number) => String(value).padStart(2, '0');
const lastDayOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The snapshot kind a plan's cadence issues: basic monthly; pro and enterprise (live too) half-monthly. */
export function snapshotKindOf(cadence: LiveSubscription['reportCadence']): ReportSnapshotKind {
  return cadence === 'monthly' ? 'monthly' : 'biweekly';
}

/**
 * The periods of a kind that have ended by `today` (a local day: a period is over once the day after
 * its last has begun), that the subscription covered a day of (their last day on or after
 * `startedOn`), and that begin at most `snapshotCatchUpMonths` months before today's month. Monthly
 * periods are calendar months; half-monthly ones the 1st to the 15th and the 16th to the last day,
 * so two of them make a month.
 */
export function listDuePeriods(kind: ReportSnapshotKind, today: string, startedOn: string): SnapshotPeriod[] {
  const [todayYear, todayMonth] = today.split('-').map(Number) as [number, number];
  const monthIndex = todayYear * 12 + (todayMonth - 1);
  const earliest = `${Math.floor((monthIndex - snapshotCatchUpMonths) / 12)}-${pad(((monthIndex - snapshotCatchUpMonths) % 12) + 1)}-01`;
  const periods: SnapshotPeriod[] = [];
  for (let index = monthIndex - snapshotCatchUpMonths; index <= monthIndex; index += 1) {
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    const first = `${year}-${pad(month)}-01`;
    const last = `${year}-${pad(month)}-${pad(lastDayOfMonth(year, month))}`;
    const candidates: [string, string][] =
      kind === 'monthly'
        ? [[first, last]]
        : [
            [first, `${year}-${pad(month)}-15`],
            [`${year}-${pad(month)}-16`, last],
          ];
    for (const [from, to] of candidates) {
      if (from >= earliest && to < today && to >= startedOn) periods.push({ kind, from, to });
    }
  }
  return periods;
}

/** Hex SHA-256 of the figures' canonical JSON: what a snapshot's `contentHash` is. */
export function hashReportFigures(figures: ReportMetrics): string {
  return createHash('sha256').update(canonicalJson(figures), 'utf8').digest('hex');
}

/**
 * Issues every snapshot due at `now` for every company subscribed at that moment (a subscription
 * not cancelled), at its plan's cadence, catching up missed periods since the subscription began
 * (bounded). A period already issued is left alone; two runs at once issue it once (the insert skips
 * on the unique company, kind and first day). Answers how many this run issued.
 */
export async function issueDueReportSnapshots(ctx: Pick<ServiceContext, 'db' | 'log'>, now: Date): Promise<number> {
  let issued = 0;
  const failures: unknown[] = [];
  for (const subscription of await listLiveSubscriptions(ctx)) {
    try {
      issued += await issueCompanySnapshots(ctx, subscription, now);
    } catch (error) {
      // One company's failure does not hold back the others; the run then fails, so the job retries.
      ctx.log.error({ err: error, enterpriseId: subscription.enterpriseId }, 'report snapshots not issued');
      failures.push(error);
    }
  }
  if (issued > 0) ctx.log.info(`issued ${issued} report snapshots`);
  if (failures.length > 0) throw new AggregateError(failures, `report snapshots of ${failures.length} companies not issued`);
  return issued;
}

async function issueCompanySnapshots(ctx: Pick<ServiceContext, 'db' | 'log'>, { enterpriseId, reportCadence, startedAt }: LiveSubscription, now: Date): Promise<number> {
  const company = await findCompanyForSnapshot(ctx.db, enterpriseId);
  const { timeZone } = company;
  const kind = snapshotKindOf(reportCadence);
  const due = listDuePeriods(kind, localDayOf(now, timeZone), localDayOf(startedAt, timeZone));
  if (due.length === 0) return 0;
  const issuedStarts = await repository.listIssuedPeriodStarts(ctx.db, enterpriseId, kind, due[0]!.from);
  let issued = 0;
  for (const period of due.filter((candidate) => !issuedStarts.has(candidate.from))) {
    const figures = await computeReportMetrics(ctx, enterpriseId, { from: period.from, to: period.to });
    const wrote = await repository.insertReportSnapshot(ctx.db, {
      enterpriseId,
      ...period,
      issuedAt: now,
      figures,
      contentHash: hashReportFigures(figures),
      companyName: company.name,
      companyLanguage: company.language,
    });
    if (wrote) issued += 1;
  }
  return issued;
}

/** The hourly run that issues the snapshots due. */
export async function startReportJobs(ctx: ServiceContext): Promise<void> {
  await ctx.jobs.define(issueQueue);
  await ctx.jobs.work(issueQueue, async () => {
    await issueDueReportSnapshots(ctx, ctx.clock.now());
  });
  await ctx.jobs.schedule(issueQueue, '7 * * * *');
}

// ---- reading them --------------------------------------------------------------------------------

export async function listReportSnapshots(ctx: ServiceContext, auth: AuthContext): Promise<ReportSnapshotSummary[]> {
  await assertCanReadReports(ctx, auth);
  return repository.listReportSnapshots(ctx.db, auth.enterpriseId);
}

/** One of the company's snapshots (another company's is not found), with the company's name and language as issued. */
async function findSnapshot(ctx: ServiceContext, auth: AuthContext, id: string) {
  await assertCanReadReports(ctx, auth);
  const found = await repository.findReportSnapshot(ctx.db, auth.enterpriseId, id);
  if (!found) throw new AppError(404, 'notFound');
  const { companyName, companyLanguage, ...snapshot } = found;
  return { snapshot, companyName, language: languageOfCompany[companyLanguage] };
}

export async function getReportSnapshot(ctx: ServiceContext, auth: AuthContext, id: string): Promise<ReportSnapshot> {
  return (await findSnapshot(ctx, auth, id)).snapshot;
}

const fileNameOf = (snapshot: ReportSnapshot, language: Language, extension: string) =>
  `${snapshotTexts[language].fileName}-${snapshot.from}_${snapshot.to}.${extension}`;

/** The snapshot as CSV, labelled in the company's language when it was issued. */
export async function reportSnapshotCsv(ctx: ServiceContext, auth: AuthContext, id: string): Promise<{ filename: string; csv: string }> {
  const { snapshot, companyName, language } = await findSnapshot(ctx, auth, id);
  return { filename: fileNameOf(snapshot, language, 'csv'), csv: renderReportSnapshotCsv(snapshot, companyName, language) };
}

/** The snapshot as a PDF in the company's language when it was issued. */
export async function reportSnapshotPdf(ctx: ServiceContext, auth: AuthContext, id: string): Promise<{ filename: string; pdf: Buffer }> {
  const { snapshot, companyName, language } = await findSnapshot(ctx, auth, id);
  const logo = await logoImageOf(ctx, auth.enterpriseId);
  return { filename: fileNameOf(snapshot, language, 'pdf'), pdf: await renderReportSnapshotPdf({ snapshot, companyName, language, logo }) };
}
