// The CSV import: rows numbered as the spreadsheet shows them, and the plan's limit, which an import
// meets whole or not at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { employeeData, insertEmployeesDirectly, signUpAndLogIn, type AuthHeaders, type EmployeeInput } from '../../testing/factories.js';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ runJobs: false });
});
afterAll(async () => {
  await app.close();
});

type ImportAnswer = { message: string; data: { rows: { line: number; errors: { field: string; message: string }[] }[]; validCount: number; invalidCount: number; importedCount: number; seatsAvailable: number | null } };

function importRows(headers: AuthHeaders, rows: (Partial<EmployeeInput> & { line?: number })[], dryRun: boolean) {
  return app.inject({ method: 'POST', url: '/api/employee/import', headers, payload: { rows, dryRun } });
}

async function totalOf(headers: AuthHeaders, search = ''): Promise<number> {
  return (await app.inject({ method: 'GET', url: `/api/enterprise/employees?search=${encodeURIComponent(search)}`, headers })).json().total;
}

describe('POST /api/employee/import: row numbers', () => {
  it('numbers rows sent without their row as a spreadsheet does: the header is row 1, the first person row 2', async () => {
    const admin = await signUpAndLogIn(app);
    const response = await importRows(admin.headers, [employeeData(), employeeData({ email: 'no-es-un-correo' }), employeeData()], true);
    expect(response.statusCode).toBe(200);
    const answer = response.json() as ImportAnswer;
    expect(answer.message).toBe('Filas válidas: 2. Con errores: 1.');
    expect(answer.data.rows).toEqual([{ line: 3, errors: [{ field: 'email', message: 'El correo no es válido' }] }]);
  });

  it('reports each row by the spreadsheet row the client sent, past the blank rows it skipped', async () => {
    const admin = await signUpAndLogIn(app);
    const first = employeeData({ lastNames: 'Filas' });
    const rows = [
      { ...first, line: 2 },
      { ...employeeData(), phone: '123', line: 5 },
      { ...employeeData(), email: first.email, line: 9 },
      { ...employeeData({ lastNames: 'Filas' }), line: 10 },
    ];
    for (const dryRun of [true, false]) {
      const answer = (await importRows(admin.headers, rows, dryRun)).json() as ImportAnswer;
      expect(answer.data.rows.map((row) => [row.line, row.errors.map((error) => error.field)])).toEqual([
        [5, ['phone']],
        [9, ['email']],
      ]);
    }
    expect(await totalOf(admin.headers, 'filas')).toBe(2);
  });

  it('refuses row numbers that repeat, go back or name the header', async () => {
    const admin = await signUpAndLogIn(app);
    for (const lines of [[2, 2], [3, 2], [1, 2]]) {
      const response = await importRows(admin.headers, lines.map((line) => ({ ...employeeData(), line })), true);
      expect(response.statusCode, JSON.stringify(lines)).toBe(400);
    }
  });
});

describe('POST /api/employee/import: the plan limit', () => {
  const basicFull = { success: false, message: 'Tu Plan Básico permite hasta 50 empleados. Cambia de plan para sumar más.' };

  it('says how many seats are left; refuses an import over them whole, and takes the first rows that fit', async () => {
    const admin = await signUpAndLogIn(app);
    await insertEmployeesDirectly(app, admin.user.enterpriseId, 47); // 48 of the basic plan's 50, the administrator included
    const rows = ['Uno', 'Dos', 'Tres'].map((firstNames, index) => ({ ...employeeData({ firstNames, lastNames: 'Cupo' }), line: index + 2 }));

    const preview = (await importRows(admin.headers, rows, true)).json() as ImportAnswer;
    expect(preview.data).toMatchObject({ validCount: 3, invalidCount: 0, seatsAvailable: 2, importedCount: 0 });

    const over = await importRows(admin.headers, rows, false);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual(basicFull);
    expect(await totalOf(admin.headers, 'cupo')).toBe(0);

    const fitting = await importRows(admin.headers, rows.slice(0, 2), false);
    expect(fitting.statusCode).toBe(200);
    expect((fitting.json() as ImportAnswer).data).toMatchObject({ importedCount: 2, seatsAvailable: 2 });
    expect(await totalOf(admin.headers)).toBe(50);

    const full = (await importRows(admin.headers, rows.slice(2), true)).json() as ImportAnswer;
    expect(full.data.seatsAvailable).toBe(0);
    expect((await importRows(admin.headers, rows.slice(2), false)).json()).toEqual(basicFull);
  });
});
