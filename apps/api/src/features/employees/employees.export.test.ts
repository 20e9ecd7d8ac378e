// The CSV export: every live employee, in the reader's language, safe to open in a spreadsheet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { createPendingEmployee, e164Of, registerEmployee, signUpAndLogIn, uniquePhone } from '../../testing/factories.js';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

async function exportLines(headers: Record<string, string>, language: string): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url: '/api/enterprise/employees/export', headers: { ...headers, 'accept-language': language } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  // The bytes of a UTF-8 byte order mark, which Excel needs to read "Teléfono" as UTF-8.
  expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(response.body.startsWith('\uFEFF')).toBe(true);
  return response.body.slice(1).trimEnd().split('\r\n');
}

describe('GET /api/enterprise/employees/export', () => {
  it('lists every live employee in name order, with headers, status and role in Spanish', async () => {
    const admin = await signUpAndLogIn(app, { representativeName: 'Ana López Pérez' });
    const phone = uniquePhone();
    const registered = await registerEmployee(app, admin.headers, { firstNames: 'Beatriz', lastNames: 'Núñez, de la O', phone });
    const pending = await createPendingEmployee(app, admin.headers, { firstNames: 'Carlos', lastNames: 'Zavala' });
    const trashed = await registerEmployee(app, admin.headers, { firstNames: 'Daniel', lastNames: 'Ibarra' });
    await app.inject({ method: 'PATCH', url: `/api/employee/soft-delete/${trashed.employeeId}`, headers: admin.headers });

    const lines = await exportLines(admin.headers, 'es');
    expect(lines[0]).toBe('ID,Nombres,Apellidos,Correo,Teléfono,Dirección,Estado,Rol,Preferencias de viaje');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^[0-9a-f-]{36},Ana,López Pérez,ana-[^,]+,,,Activo,Administrador,$/);
    expect(lines[2]).toBe(`${registered.employeeId},Beatriz,"Núñez, de la O",${registered.email},${e164Of(phone)},"${registered.address}",Activo,Empleado,`);
    expect(lines[3]).toContain(`${pending.employeeId},Carlos,Zavala,`);
    expect(lines[3]).toContain(',Pendiente,Empleado,');
  });

  it('speaks English and German too', async () => {
    const admin = await signUpAndLogIn(app);
    expect((await exportLines(admin.headers, 'en'))[0]).toBe('ID,First names,Last names,Email,Phone,Address,Status,Role,Trip preferences');
    expect((await exportLines(admin.headers, 'en'))[1]).toMatch(/,Active,Administrator,$/);
    // Excel set up for German splits on semicolons (the comma is its decimal mark).
    expect((await exportLines(admin.headers, 'de'))[0]).toBe('ID;Vornamen;Nachnamen;E-Mail-Adresse;Telefonnummer;Adresse;Status;Rolle;Fahrtwünsche');
    expect((await exportLines(admin.headers, 'de'))[1]).toMatch(/;Aktiv;Admin;$/);
  });

  it('keeps a cell that a spreadsheet would run as a formula as text', async () => {
    const admin = await signUpAndLogIn(app);
    await registerEmployee(app, admin.headers, { firstNames: '=HYPERLINK("http://x")', lastNames: 'Fórmula' });
    const lines = await exportLines(admin.headers, 'es');
    expect(lines.some((line) => line.includes(`"'=HYPERLINK(""http://x"")"`))).toBe(true);
  });

  it('quotes a cell holding a semicolon or a tab, so a spreadsheet reading ; or tabs never starts a formula inside it', async () => {
    const admin = await signUpAndLogIn(app);
    const person = await registerEmployee(app, admin.headers, { firstNames: 'Punto', lastNames: 'Coma', address: 'x;=1+2' });
    await app.inject({ method: 'PATCH', url: `/api/employee/${person.employeeId}`, headers: admin.headers, payload: { tripPreferences: 'Sale\t=1+2' } });
    const line = (await exportLines(admin.headers, 'es')).find((entry) => entry.startsWith(person.employeeId))!;
    expect(line).toContain(',"x;=1+2",');
    expect(line.endsWith(',"Sale\t=1+2"')).toBe(true);
  });
});
