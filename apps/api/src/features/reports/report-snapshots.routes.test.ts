import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { readPdf, readPdfStructure } from '@rumbo/test-support/pdf';
import { multipart } from '../../testing/access-matrix-fixture.js';
import { clockedTestApp } from '../../testing/clocked-test-app.js';
import { createEmployeeWhoCanLogIn, signUpAndLogIn, subscribe, type AuthHeaders } from '../../testing/factories.js';
import { duringRide } from '../../testing/trips.js';
import { enterprisesTable } from '../enterprises/enterprises.table.js';
import { emissionFactorsTable } from './emission-factors.table.js';
import { issueDueReportSnapshots } from './report-snapshots.service.js';
import { reportSnapshotsTable } from './reports.table.js';

// Every company subscribes at 12:00 UTC on 1 March 2026 (06:00 in Mexico City); its trips come after.
const { clock, app } = clockedTestApp(new Date('2026-03-01T12:00:00Z'));

type Headers = AuthHeaders & Record<string, string>;
type Point = { latitude: number; longitude: number; label: string };
type Summary = { id: string; kind: string; from: string; to: string; issuedAt: string; contentHash: string; headline: Record<string, number | null> };

const kmPerDegree = (Math.PI * 6371.0088) / 180;
const home: Point = { latitude: 19.3, longitude: -99.16, label: 'Casa' };
const office: Point = { ...home, latitude: home.latitude + 10 / kmPerDegree, label: 'Oficina' };

const post = (headers: Headers, url: string, payload: object) => app.inject({ method: 'POST', url, headers, payload });
const move = (headers: Headers, bookingId: string, payload: object) => app.inject({ method: 'PATCH', url: `/api/trips/bookings/${bookingId}`, headers, payload });
const get = (headers: Headers, url: string) => app.inject({ method: 'GET', url, headers });

async function created(response: Awaited<ReturnType<typeof post>>, key: 'journeyId' | 'bookingId') {
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data[key] as string;
}

/** The driver takes the passenger home → office (10 km each, the car drives `vehicleKm`), validated: a trip counting in figures. */
async function ride(driver: Headers, passenger: Headers, departureAt: string, vehicleKm = 10) {
  const offerId = await created(await post(driver, '/api/trips/offers', { origin: home, destination: office, departureAt, seats: 3 }), 'journeyId');
  const requestId = await created(await post(passenger, '/api/trips/requests', { origin: home, destination: office, departureAt }), 'journeyId');
  const bookingId = await created(await post(passenger, '/api/trips/bookings', { requestId, offerId }), 'bookingId');
  expect((await move(driver, bookingId, { status: 'CONFIRMED' })).statusCode).toBe(200);
  // Completed and validated while the ride happens: a completion is accepted only inside its trip's time.
  await duringRide(clock, new Date(new Date(departureAt).getTime() + 40 * 60_000).toISOString(), async () => {
    expect((await move(driver, bookingId, { status: 'COMPLETED_PENDING_VALIDATION', vehicleKm })).statusCode).toBe(200);
    expect((await move(passenger, bookingId, { status: 'VALIDATED' })).statusCode).toBe(200);
  });
}

/** A company on a plan (or none): its administrator, who drives, and one employee who rides. */
async function company(plan: 'basic' | 'pro' | 'enterprise' | null) {
  const admin = await signUpAndLogIn(app);
  if (plan) await subscribe(app, admin.headers, plan);
  const rider = (await createEmployeeWhoCanLogIn(app, admin.headers)).headers as Headers;
  return { admin: admin.headers as Headers, rider, enterpriseId: admin.user.enterpriseId as string };
}

const issue = (now: string) => issueDueReportSnapshots(app.ctx, new Date(now));
const listOf = async (headers: Headers) => {
  const response = await get(headers, '/api/reports/snapshots');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Summary[];
};
const periodsOf = async (headers: Headers) => (await listOf(headers)).map(({ kind, from, to }) => `${kind} ${from} ${to}`);

/** SHA-256 of the canonical JSON (RFC 8785) of a value, written here apart from the service's, as a client would. */
function sha256OfCanonicalJson(value: unknown): string {
  const canonical = (item: unknown): string => {
    if (Array.isArray(item)) return `[${item.map(canonical).join(',')}]`;
    if (item && typeof item === 'object') {
      const keys = Object.keys(item).sort();
      return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical((item as Record<string, unknown>)[key])}`).join(',')}}`;
    }
    return JSON.stringify(item);
  };
  return createHash('sha256').update(canonical(value)).digest('hex');
}

/** The CSV's rows by their first cell (the stable key), each the rest of its cells. */
function csvRows(body: string, separator = ','): Map<string, string[]> {
  const rows = new Map<string, string[]>();
  for (const line of body.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean)) {
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    for (let index = 0; index < line.length; index += 1) {
      const char = line[index]!;
      if (quoted && char === '"' && line[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') {
        quoted = !quoted;
      } else if (char === separator && !quoted) {
        cells.push(cell);
        cell = '';
      } else {
        cell += char;
      }
    }
    cells.push(cell);
    rows.set(cells[0]!, cells.slice(1));
  }
  return rows;
}

describe('report snapshots', () => {
  let basic: Awaited<ReturnType<typeof company>>;
  let pro: Awaited<ReturnType<typeof company>>;
  let enterprise: Awaited<ReturnType<typeof company>>;
  let unsubscribed: Awaited<ReturnType<typeof company>>;

  beforeAll(async () => {
    basic = await company('basic');
    pro = await company('pro');
    enterprise = await company('enterprise');
    unsubscribed = await company(null);
    // Monday 2 March: each company's one ride. 10 + 10 − 10.3 driven = 9.7 vehicle-km avoided × 0.169 = 1.6393 → 1.6 kg.
    for (const side of [basic, pro, enterprise, unsubscribed]) await ride(side.admin, side.rider, '2026-03-02T08:00:00-06:00', 10.3);
    // Tuesday 17 March: a second ride of the pro company, in its second half-month.
    await ride(pro.admin, pro.rider, '2026-03-17T08:00:00-06:00');
  });

  it('issues nothing while a period has not ended in the company’s zone', async () => {
    // 23:59 on 15 March in Mexico City.
    await issue('2026-03-16T05:59:00Z');
    for (const side of [basic, pro, enterprise]) expect(await listOf(side.admin)).toEqual([]);
  });

  it('issues a half-month to pro and enterprise once the 16th begins there, a month to basic once the 1st does', async () => {
    await issue('2026-03-16T06:00:00Z');
    expect(await periodsOf(pro.admin)).toEqual(['biweekly 2026-03-01 2026-03-15']);
    expect(await periodsOf(enterprise.admin)).toEqual(['biweekly 2026-03-01 2026-03-15']);
    expect(await periodsOf(basic.admin)).toEqual([]);
    // 00:30 on 1 April in UTC is still 31 March in Mexico City: March has not ended there.
    await issue('2026-04-01T00:30:00Z');
    expect(await periodsOf(basic.admin)).toEqual([]);
    expect(await periodsOf(pro.admin)).toEqual(['biweekly 2026-03-01 2026-03-15']);
    await issue('2026-04-01T06:00:00Z');
    // February is within the catch-up months but before the subscription: never issued.
    expect(await periodsOf(basic.admin)).toEqual(['monthly 2026-03-01 2026-03-31']);
    expect(await periodsOf(pro.admin)).toEqual(['biweekly 2026-03-16 2026-03-31', 'biweekly 2026-03-01 2026-03-15']);
    // A period is issued once: running again issues nothing.
    expect(await issue('2026-04-01T07:00:00Z')).toBe(0);
    const [first] = await listOf(basic.admin);
    expect(first!.issuedAt).toBe('2026-04-01T06:00:00.000Z');
  });

  it('issues nothing to a company with no subscription', async () => {
    const rows = await app.db.select().from(reportSnapshotsTable).where(eq(reportSnapshotsTable.enterpriseId, unsubscribed.enterpriseId));
    expect(rows).toEqual([]);
  });

  it('freezes the figures the metrics answered for the period, with a hash anyone can recompute', async () => {
    const [summary] = await listOf(basic.admin);
    const snapshot = (await get(basic.admin, `/api/reports/snapshots/${summary!.id}`)).json().data;
    const live = (await get(basic.admin, '/api/reports/metrics?from=2026-03-01&to=2026-03-31')).json().data;
    expect(snapshot).toMatchObject({ id: summary!.id, kind: 'monthly', from: '2026-03-01', to: '2026-03-31', contentHash: summary!.contentHash });
    expect(snapshot.figures).toEqual(live);
    expect(snapshot.figures).toMatchObject({ trips: 1, legs: 1, vehicleKmAvoided: 9.7, co2AvoidedKg: 1.6, emissionFactor: { factor: { region: 'MX', value: 0.169 } } });
    expect(snapshot.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(sha256OfCanonicalJson(snapshot.figures)).toBe(snapshot.contentHash);
    expect(summary!.headline).toEqual({ trips: 1, participation: 1, participationCount: 2, participationOf: 2, vehicleKmAvoided: 9.7, co2AvoidedKg: 1.6, commuteEmissionsKg: live.commuteEmissionsKg });
    // The pro company's half-months split its two rides.
    const [second, first] = await listOf(pro.admin);
    expect([first!.headline.trips, second!.headline.trips]).toEqual([1, 1]);
  });

  it('stays as issued after later trips, validations and a new emission factor', async () => {
    const [summary] = await listOf(basic.admin);
    const before = (await get(basic.admin, `/api/reports/snapshots/${summary!.id}`)).json().data;
    await ride(basic.admin, basic.rider, '2026-03-03T08:00:00-06:00');
    await app.db.insert(emissionFactorsTable).values({ region: 'MX', value: 0.2, scope: 'tankToWheel', source: 'A later study', year: 2026, validFrom: '2026-03-10' });
    const live = (await get(basic.admin, '/api/reports/metrics?from=2026-03-01&to=2026-03-31')).json().data;
    expect(live).toMatchObject({ trips: 2, emissionFactor: { factor: { value: 0.2 } } });
    const after = (await get(basic.admin, `/api/reports/snapshots/${summary!.id}`)).json().data;
    expect(after).toEqual(before);
    expect(after.figures).toMatchObject({ trips: 1, emissionFactor: { factor: { value: 0.169 } } });
    // Issuing again leaves it alone.
    await issue('2026-04-02T06:00:00Z');
    expect((await get(basic.admin, `/api/reports/snapshots/${summary!.id}`)).json().data).toEqual(before);
  });

  it('exports the snapshot as CSV with its figures, days, factor and hash', async () => {
    const [summary] = await listOf(basic.admin);
    const { figures, contentHash } = (await get(basic.admin, `/api/reports/snapshots/${summary!.id}`)).json().data;
    const response = await get(basic.admin, `/api/reports/snapshots/${summary!.id}/csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename=reporte-2026-03-01_2026-03-31.csv');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = csvRows(response.body);
    expect(rows.get('trips')).toEqual(['Viajes', String(figures.trips), 'viajes', '', '']);
    expect(rows.get('co2AvoidedKg')).toEqual(['CO2 evitado', String(figures.co2AvoidedKg), 'kg CO2e', '', '']);
    expect(rows.get('commuteEmissionsKg')?.slice(1, 3)).toEqual([String(figures.commuteEmissionsKg), 'kg CO2e']);
    expect(rows.get('vehicleKmAvoided')?.slice(1, 3)).toEqual([String(figures.vehicleKmAvoided), 'km']);
    // A share as the page shows it: the percentage rounded once from its counts, beside them.
    expect(rows.get('participation')).toEqual(['Participación', '100', '%', '2', '2']);
    // Headers, labels, the factor's unit and source, and its caveat in the report's language; the issue time in the company's zone.
    expect(response.body.split('\r\n')[0]).toBe('\uFEFFClave,Reporte de viajes compartidos,Valor');
    expect(rows.get('from')).toEqual(['Desde', '2026-03-01']);
    expect(rows.get('to')).toEqual(['Hasta', '2026-03-31']);
    expect(rows.get('issuedAt')).toEqual(['Emitido (hora de la zona horaria)', '2026-04-01 00:00']);
    expect(rows.get('Día')).toEqual(['Viajes', 'Participantes', 'CO2 evitado (kg CO2e)']);
    expect(rows.get('factorUnit')).toEqual(['Unidad', 'kg CO2e por km de vehículo']);
    expect(rows.get('factorSource')?.[1]).toMatch(/^2\.22 kg de CO2 por litro de gasolina .* \(calculado por Rumbo/);
    expect(rows.get('factorCaveat')?.[1]).toMatch(/^Es una cota inferior/);
    // The days add up to the period's trips.
    const days = [...rows.entries()].filter(([key]) => /^\d{4}-\d{2}-\d{2}$/.test(key));
    expect(days).toHaveLength(31);
    expect(days.reduce((sum, [, cells]) => sum + Number(cells[0]), 0)).toBe(figures.trips);
    expect(rows.get('2026-03-02')).toEqual(['1', '2', '1.6']);
    expect(rows.get('factorId')?.[1]).toBe(figures.emissionFactor.factor.id);
    expect(rows.get('factorValue')?.[1]).toBe('0.169');
    expect(rows.get('contentHash')?.[1]).toBe(contentHash);
  });

  it('keeps a company name a spreadsheet would run as a formula as text in the CSV, as the company was named when issued', async () => {
    const named = await company('enterprise');
    const name = '=HYPERLINK("http://x","clic")';
    await app.db.update(enterprisesTable).set({ name }).where(eq(enterprisesTable.id, named.enterpriseId));
    // Issued before: nothing new for the other companies.
    expect(await issue('2026-04-01T07:00:00Z')).toBe(2);
    await app.db.update(enterprisesTable).set({ name: 'Otro Nombre S.A.' }).where(eq(enterprisesTable.id, named.enterpriseId));
    const [summary] = await listOf(named.admin);
    const response = await get(named.admin, `/api/reports/snapshots/${summary!.id}/csv`);
    expect(response.statusCode).toBe(200);
    expect(response.body.split('\r\n')).toContain(`company,Empresa,"'=HYPERLINK(""http://x"",""clic"")"`);
    expect(csvRows(response.body).get('company')).toEqual(['Empresa', `'${name}`]);
  });

  it('prints the snapshot as a PDF in the company’s language', async () => {
    const [summary] = await listOf(basic.admin);
    const { figures, contentHash } = (await get(basic.admin, `/api/reports/snapshots/${summary!.id}`)).json().data;
    const response = await get({ ...basic.admin, 'accept-language': 'de' }, `/api/reports/snapshots/${summary!.id}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename=reporte-2026-03-01_2026-03-31.pdf');
    const [company] = await app.db.select({ name: enterprisesTable.name }).from(enterprisesTable).where(eq(enterprisesTable.id, basic.enterpriseId));
    const lines = (await readPdf(response.rawPayload)).text.split('\n');
    // The company's language (Spanish), not the reader's.
    expect(lines).toContain('Reporte de viajes compartidos');
    expect(lines).toContain('Reporte mensual');
    expect(lines).toContain(`Empresa ${company!.name}`);
    expect(lines).toContain('Periodo 01/03/2026 – 31/03/2026');
    expect(lines).toContain('Zona horaria America/Mexico_City');
    expect(lines).toContain('Emitido 01/04/2026 00:00 (America/Mexico_City)');
    expect(lines).toContain(`Viajes ${figures.trips} viajes`);
    expect(lines).toContain('Participación 100.0% (2 / 2)');
    expect(lines).toContain(`Emisiones de los traslados ${figures.commuteEmissionsKg} kg CO2e`);
    expect(lines).toContain(`Km de vehículo evitados ${figures.vehicleKmAvoided} km`);
    expect(lines).toContain(`CO2 evitado ${figures.co2AvoidedKg} kg CO2e`);
    // Avoided emissions come apart, after the commute emissions, and say they are never subtracted.
    expect(lines.indexOf('EMISIONES EVITADAS')).toBeGreaterThan(lines.findIndex((line) => line.startsWith('Emisiones de los traslados ')));
    expect(lines.join(' ')).toContain('nunca se restan');
    expect(lines.join(' ')).toContain('2.22 kg de CO2 por litro de gasolina');
    expect(lines.join(' ')).toContain('Es una cota inferior');
    expect(lines).toContain('Valor 0.169 kg CO2e por km de vehículo');
    expect(lines).toContain(`Id del factor ${figures.emissionFactor.factor.id}`);
    expect(lines).toContain(contentHash);


    // A report stays as issued: a new name or language of the company later changes neither its PDF nor its CSV.
    await app.db.update(enterprisesTable).set({ name: 'Nombre Posterior', language: 'english' }).where(eq(enterprisesTable.id, basic.enterpriseId));
    const later = await get(basic.admin, `/api/reports/snapshots/${summary!.id}/pdf`);
    expect(later.headers['content-disposition']).toBe('attachment; filename=reporte-2026-03-01_2026-03-31.pdf');
    expect((await readPdf(later.rawPayload)).text.split('\n')).toEqual(lines);
    const csv = await get(basic.admin, `/api/reports/snapshots/${summary!.id}/csv`);
    expect(csvRows(csv.body).get('company')).toEqual(['Empresa', company!.name]);
  });

  it('prints a snapshot issued to a company in English or German in that language', async () => {
    const english = await company('basic');
    const german = await company('basic');
    await app.db.update(enterprisesTable).set({ language: 'english' }).where(eq(enterprisesTable.id, english.enterpriseId));
    await app.db.update(enterprisesTable).set({ language: 'deutsch' }).where(eq(enterprisesTable.id, german.enterpriseId));
    await issue('2026-04-01T07:00:00Z');
    const [englishSummary] = await listOf(english.admin);
    const englishPdf = await get(english.admin, `/api/reports/snapshots/${englishSummary!.id}/pdf`);
    expect(englishPdf.headers['content-disposition']).toBe('attachment; filename=report-2026-03-01_2026-03-31.pdf');
    const englishLines = (await readPdf(englishPdf.rawPayload)).text.split('\n');
    expect(englishLines).toContain('Monthly report');
    expect(englishLines).toContain('CO2 avoided 0 kg CO2e');
    const [germanSummary] = await listOf(german.admin);
    const germanLines = (await readPdf((await get(german.admin, `/api/reports/snapshots/${germanSummary!.id}/pdf`)).rawPayload)).text.split('\n');
    expect(germanLines).toContain('Zeitraum 01.03.2026 – 31.03.2026');
    // A decimal comma: the factor of March in force since a test above (0.2).
    expect(germanLines).toContainEqual(expect.stringMatching(/^Wert 0,\d+ kg CO2e pro Fahrzeug-km$/));
    // German spreadsheets split on semicolons and read decimal commas.
    const germanCsv = (await get(german.admin, `/api/reports/snapshots/${germanSummary!.id}/csv`)).body;
    expect(germanCsv.split('\r\n')[0]).toBe('\uFEFFSchlüssel;Bericht über Fahrgemeinschaften;Wert');
    const germanRows = csvRows(germanCsv, ';');
    expect(germanRows.get('from')).toEqual(['Von', '2026-03-01']);
    expect(germanRows.get('factorValue')?.[1]).toMatch(/^0,\d+$/);
    expect(germanRows.get('trips')).toEqual(['Fahrten', '0', 'Fahrten', '', '']);
    expect(germanRows.get('participation')).toEqual(['Beteiligung', '0', '%', '0', '2']);
  });

  it('shows a snapshot to its own company only: another’s is not found', async () => {
    const [summary] = await listOf(basic.admin);
    for (const suffix of ['', '/csv', '/pdf']) {
      const response = await get({ ...pro.admin, 'accept-language': 'en' }, `/api/reports/snapshots/${summary!.id}${suffix}`);
      expect(response.statusCode, suffix).toBe(404);
    }
    expect((await listOf(pro.admin)).map((item) => item.id)).not.toContain(summary!.id);
  });

  it('answers 403 to an employee and to a company with no subscription', async () => {
    const [summary] = await listOf(basic.admin);
    for (const url of ['/api/reports/snapshots', `/api/reports/snapshots/${summary!.id}`, `/api/reports/snapshots/${summary!.id}/csv`, `/api/reports/snapshots/${summary!.id}/pdf`]) {
      expect((await get(basic.rider, url)).statusCode, url).toBe(403);
    }
    for (const url of ['/api/reports/snapshots', '/api/reports/metrics?from=2026-03-01&to=2026-03-31']) {
      const response = await get({ ...unsubscribed.admin, 'accept-language': 'en' }, url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message).toBe('Reports need an active subscription: choose a plan to see them');
    }
  });

  it('describes the snapshot routes in the OpenAPI document', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of ['/api/reports/snapshots', '/api/reports/snapshots/{id}', '/api/reports/snapshots/{id}/csv', '/api/reports/snapshots/{id}/pdf']) {
      expect(document.paths[path]?.get, path).toBeDefined();
    }
  });

  // Only a server runs the two side by side; the unique (company, kind, first day) lets one of them write each period.
  it.runIf(Boolean(process.env.DATABASE_URL))('issues a period once when two runs issue at the same time', async () => {
    const late = await company('pro');
    const [first, second] = await Promise.all([issue('2026-05-01T06:00:00Z'), issue('2026-05-01T06:00:00Z')]);
    const rows = await app.db.select().from(reportSnapshotsTable).where(eq(reportSnapshotsTable.enterpriseId, late.enterpriseId));
    expect(rows.map((row) => row.periodFrom).sort()).toEqual(['2026-03-01', '2026-03-16', '2026-04-01', '2026-04-16']);
    // Every company's new periods were written by one run or the other, never twice.
    const issuedAtMay = await app.db.select().from(reportSnapshotsTable).where(eq(reportSnapshotsTable.issuedAt, new Date('2026-05-01T06:00:00Z')));
    expect(first + second).toBe(issuedAtMay.length);
  });

  it('catches up missed periods, at most 13 months back', async () => {
    // Subscribed on 1 March 2026 like the others, never issued until June 2027.
    const idle = await company('basic');
    await issue('2027-06-01T12:00:00Z');
    const periods = await periodsOf(idle.admin);
    // May 2026 to May 2027: 13 months; March and April 2026 are beyond the catch-up.
    expect(periods).toHaveLength(13);
    expect(periods[0]).toBe('monthly 2027-05-01 2027-05-31');
    expect(periods.at(-1)).toBe('monthly 2026-05-01 2026-05-31');
    expect(periods).toContain('monthly 2027-02-01 2027-02-28');
    // A company issued before keeps what it had.
    expect(await periodsOf(basic.admin)).toContain('monthly 2026-03-01 2026-03-31');
    expect((await periodsOf(pro.admin)).filter((period) => period.includes('2027-02'))).toEqual(['biweekly 2027-02-16 2027-02-28', 'biweekly 2027-02-01 2027-02-15']);
  });

  it('is issued by the hourly job at the time of the service’s clock', async () => {
    const fresh = await company('pro');
    clock.set(new Date('2026-03-16T06:30:00Z'));
    try {
      await app.ctx.jobs.send('reports.issue-snapshots', {});
      // Read from the table: the access token has expired at the clock's new time.
      const issued = () =>
        app.db
          .select({ kind: reportSnapshotsTable.kind, from: reportSnapshotsTable.periodFrom, issuedAt: reportSnapshotsTable.issuedAt })
          .from(reportSnapshotsTable)
          .where(eq(reportSnapshotsTable.enterpriseId, fresh.enterpriseId));
      await expect
        .poll(issued, { timeout: 10_000, interval: 200 })
        .toEqual([{ kind: 'biweekly', from: '2026-03-01', issuedAt: new Date('2026-03-16T06:30:00Z') }]);
    } finally {
      clock.set(new Date('2026-03-01T12:00:00Z'));
    }
  });

  it('prints a PDF an auditor can file: tagged, titled, in its language, its font embedded, its pages numbered, with the company’s logo', async () => {
    // March's, issued while the company spoke Spanish.
    const march = (await listOf(basic.admin)).find((summary) => summary.from === '2026-03-01');
    const url = `/api/reports/snapshots/${march!.id}/pdf`;
    const before = (await get(basic.admin, url)).rawPayload;
    const { info, text, pageCount } = await readPdf(before);
    expect(info).toMatchObject({ Title: expect.stringContaining('2026-03-01'), Author: 'Rumbo' });
    expect(text).toContain(`Página ${pageCount} de ${pageCount}`);
    const reading = await readPdfStructure(before);
    expect(reading).toMatchObject({ tagged: true, language: 'es-MX', imageCount: 0 });
    expect(reading.fonts.length).toBeGreaterThan(0);
    expect(reading.fonts.every((font) => font.embedded && /DejaVuSansCondensed/.test(font.name))).toBe(true);
    expect(reading.structure[0]).toMatch(/^H1: /);
    expect(reading.structure.filter((line) => line.startsWith('H2: ')).length).toBeGreaterThanOrEqual(3);

    const logo = await sharp({ create: { width: 300, height: 120, channels: 3, background: '#2a6' } }).png().toBuffer();
    const body = await multipart(logo, 'logo.png', 'image/png');
    const uploaded = await app.inject({ method: 'POST', url: `/api/enterprise/${basic.enterpriseId}/logo`, headers: { ...basic.admin, ...body.headers }, payload: body.payload });
    expect(uploaded.statusCode).toBe(200);
    const withLogo = await readPdfStructure((await get(basic.admin, url)).rawPayload);
    expect(withLogo.imageCount).toBe(1);
    // Read after the title, named for the company.
    expect(withLogo.structure.slice(0, 2)).toEqual([reading.structure[0], expect.stringMatching(/^Figure: \S/)]);
  });
});
