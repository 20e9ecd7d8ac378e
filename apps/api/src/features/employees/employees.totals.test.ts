// The list's total stays exact while it is stored between requests: every kind of change to a
// company's live list is counted by the next request, whichever way it was made.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { createTestClock } from '../../testing/test-clock.js';
import {
  createPendingEmployee,
  employeeData,
  insertEmployeesDirectly,
  registerEmployee,
  signUpAndLogIn,
  type AuthHeaders,
} from '../../testing/factories.js';
import { purgeStoredTotals } from './employees.service.js';
import { enterprisesTable } from '../enterprises/enterprises.table.js';
import { employeeListTotalsTable, employeeListVersionsTable } from './employees.table.js';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

async function total(headers: AuthHeaders, search = ''): Promise<number> {
  const response = await app.inject({ method: 'GET', url: `/api/enterprise/employees?search=${encodeURIComponent(search)}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json().total;
}

const patch = (url: string, headers: AuthHeaders, payload?: object) => app.inject({ method: 'PATCH', url, headers, payload });

describe('the list total, stored between requests', () => {
  it('follows registrations, renames, trash, restores, deletions, imports and join sign-ups', async () => {
    const admin = await signUpAndLogIn(app);
    const h = admin.headers;
    expect([await total(h), await total(h, 'quintanar')]).toEqual([1, 0]);

    const first = await registerEmployee(app, h, { lastNames: 'Quintanar' });
    const second = await registerEmployee(app, h, { lastNames: 'Quintanar Ríos' });
    expect([await total(h), await total(h, 'quintanar')]).toEqual([3, 2]);

    expect((await patch(`/api/employee/${second.employeeId}`, h, { lastNames: 'Ríos' })).statusCode).toBe(200);
    expect([await total(h), await total(h, 'quintanar'), await total(h, 'rios')]).toEqual([3, 1, 1]);

    expect((await patch(`/api/employee/soft-delete/${first.employeeId}`, h)).statusCode).toBe(200);
    expect([await total(h), await total(h, 'quintanar')]).toEqual([2, 0]);
    expect((await patch(`/api/employee/${first.employeeId}/restore`, h)).statusCode).toBe(200);
    expect([await total(h), await total(h, 'quintanar')]).toEqual([3, 1]);

    const rows = [employeeData({ lastNames: 'Quintanar' }), employeeData({ lastNames: 'Quintanar' })];
    const imported = await app.inject({ method: 'POST', url: '/api/employee/import', headers: h, payload: { rows, dryRun: false } });
    expect(imported.statusCode).toBe(200);
    expect([await total(h), await total(h, 'quintanar')]).toEqual([5, 3]);

    await createPendingEmployee(app, h, { lastNames: 'Quintanar' });
    expect([await total(h), await total(h, 'quintanar')]).toEqual([6, 4]);

    await patch(`/api/employee/soft-delete/${first.employeeId}`, h);
    expect((await app.inject({ method: 'DELETE', url: `/api/employee/${first.employeeId}`, headers: h })).statusCode).toBe(200);
    expect([await total(h), await total(h, 'quintanar')]).toEqual([5, 3]);

    // Short terms (no trigrams) are stored and kept exact the same way.
    expect(await total(h, 'qu')).toBe(3);
    await registerEmployee(app, h, { firstNames: 'Quetzalli' });
    expect(await total(h, 'qu')).toBe(4);
  });

  it('is read until the company changes, then counted again', async () => {
    const admin = await signUpAndLogIn(app);
    await registerEmployee(app, admin.headers, { lastNames: 'Zamudio' });
    expect(await total(admin.headers, 'zamudio')).toBe(1);
    // A wrong stored value shows that requests read it rather than count (under a new page version,
    // so the page itself is read again, not answered as kept).
    const stored = and(eq(employeeListTotalsTable.enterpriseId, admin.user.enterpriseId), eq(employeeListTotalsTable.searchName, 'zamudio'));
    await app.db.update(employeeListTotalsTable).set({ total: 40 }).where(stored);
    await app.db.update(employeeListVersionsTable).set({ pageVersion: sql`gen_random_uuid()` }).where(eq(employeeListVersionsTable.enterpriseId, admin.user.enterpriseId));
    expect(await total(admin.headers, 'zamudio')).toBe(40);

    await registerEmployee(app, admin.headers, { lastNames: 'Zamudio Paz' });
    expect(await total(admin.headers, 'zamudio')).toBe(2);
  });

  it('is dropped by the daily purge once stale or a day old', async () => {
    const admin = await signUpAndLogIn(app);
    const storedTerms = async () =>
      (await app.db.select({ term: employeeListTotalsTable.searchName }).from(employeeListTotalsTable).where(eq(employeeListTotalsTable.enterpriseId, admin.user.enterpriseId)))
        .map(({ term }) => term)
        .sort();
    await total(admin.headers, 'ana');
    await registerEmployee(app, admin.headers, { firstNames: 'Ana Sofía' });
    await total(admin.headers, 'sofia');
    await total(admin.headers);
    expect(await storedTerms()).toEqual(['', 'ana', 'sofia']);

    await purgeStoredTotals(app.ctx);
    expect(await storedTerms()).toEqual(['', 'sofia']);
    await purgeStoredTotals({ ...app.ctx, clock: createTestClock(new Date(Date.now() + 2 * 86_400_000)) });
    expect(await storedTerms()).toEqual([]);
    expect(await total(admin.headers, 'sofia')).toBe(1);
  });

  it('lets a company with live employees be deleted', async () => {
    const admin = await signUpAndLogIn(app);
    await registerEmployee(app, admin.headers);
    expect(await total(admin.headers)).toBe(2);
    await app.db.delete(enterprisesTable).where(eq(enterprisesTable.id, admin.user.enterpriseId));
    const left = await app.db.select().from(employeeListTotalsTable).where(eq(employeeListTotalsTable.enterpriseId, admin.user.enterpriseId));
    expect(left).toEqual([]);
  });

  it('is kept per company: another company’s changes leave it alone, and it is never shown to another', async () => {
    const a = await signUpAndLogIn(app);
    const b = await signUpAndLogIn(app);
    await registerEmployee(app, a.headers, { lastNames: 'Villaseñor' });
    expect(await total(a.headers, 'villasenor')).toBe(1);
    expect(await total(b.headers, 'villasenor')).toBe(0);
    await insertEmployeesDirectly(app, b.user.enterpriseId, 3, { prefix: 'Villasenor' });
    expect(await total(b.headers, 'villasenor')).toBe(3);
    expect(await total(a.headers, 'villasenor')).toBe(1);
  });
});
