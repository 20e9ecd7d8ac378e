import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Employee } from '@rumbo/contract';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { holdLock, waitUntilWaiting } from '../../testing/company-lock.js';
import { registerEmployee, signUpAndLogIn, type AuthHeaders } from '../../testing/factories.js';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const listed = (headers: AuthHeaders) => app.inject({ method: 'GET', url: '/api/enterprise/employees?page=1&pageSize=25', headers });
const nameOf = (answer: { json: () => { employees: Employee[] } }, employeeId: string) => answer.json().employees.find((employee) => employee.employeeId === employeeId)?.fullName;

// PGlite runs one transaction at a time: only PostgreSQL lets a rename land while a page is being read.
describe.runIf(Boolean(process.env.DATABASE_URL))('a list page read while its company changes', () => {
  it('is kept under the version it was read at, never the newer one: the next read shows the change', async () => {
    const admin = await signUpAndLogIn(app);
    const employee = await registerEmployee(app, admin.headers, { firstNames: 'Bruno', lastNames: 'Quiroga' });
    const rename = (firstNames: string) =>
      app.inject({ method: 'PATCH', url: `/api/employee/${employee.employeeId}`, headers: admin.headers, payload: { firstNames } });
    expect(nameOf(await listed(admin.headers), employee.employeeId)).toBe('Bruno Quiroga');
    // A rename makes the page and the stored total stale: the next read counts again, and stores the
    // count in the row the test holds, so it waits in the middle of its page, its version already read.
    expect((await rename('Benito')).statusCode).toBe(200);
    const total = await holdLock(app, sql`select 1 from employee_list_totals where enterprise_id = ${admin.user.enterpriseId} and search_name = '' for update`);
    const reading = listed(admin.headers);
    await waitUntilWaiting(app, 1);
    // Meanwhile the name changes again and commits.
    expect((await rename('Bernardo')).statusCode).toBe(200);
    await total.release();
    // The page read from before the second rename says what it read...
    expect(nameOf(await reading, employee.employeeId)).toBe('Benito Quiroga');
    // ... and is not what the company's newer version answers.
    expect(nameOf(await listed(admin.headers), employee.employeeId)).toBe('Bernardo Quiroga');
  });
});
