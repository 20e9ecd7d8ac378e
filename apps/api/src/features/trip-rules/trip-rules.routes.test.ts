import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { createEmployeeWhoCanLogIn, signUpAndLogIn } from '../../testing/factories.js';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

type Headers = Record<string, string>;
const read = (headers: Headers) => app.inject({ method: 'GET', url: '/api/enterpriseConfigure/trip-rules', headers });
const change = (headers: Headers, payload: unknown) =>
  app.inject({ method: 'PATCH', url: '/api/enterpriseConfigure/trips-rules', headers, payload: payload as object });

const allOff = { allowInterCompanyTrips: false, sameGenderOnRequest: false, approvedDriversOnly: false };

describe('GET /api/enterpriseConfigure/trip-rules', () => {
  it('answers every rule off for a new company, with the inter-company limit', async () => {
    const { headers } = await signUpAndLogIn(app);
    const response = await read(headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { rules: allOff, interCompanyMaxPeople: 4 } });
  });

  it('answers 401 without a token', async () => {
    expect((await read({})).statusCode).toBe(401);
  });
});

describe('PATCH /api/enterpriseConfigure/trips-rules', () => {
  it('saves the rules and reads them back', async () => {
    const { headers } = await signUpAndLogIn(app);
    const rules = { allowInterCompanyTrips: true, sameGenderOnRequest: true, approvedDriversOnly: true };
    const response = await change(headers, { rules });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Reglas de viaje guardadas', data: { rules, interCompanyMaxPeople: 4 } });
    expect((await read(headers)).json().data.rules).toEqual(rules);
  });

  it('changes only the rules sent', async () => {
    const { headers } = await signUpAndLogIn(app);
    await change(headers, { rules: { sameGenderOnRequest: true } });
    const second = await change({ ...headers, 'accept-language': 'en' }, { rules: { approvedDriversOnly: true } });
    expect(second.json()).toMatchObject({ message: 'Trip rules saved', data: { rules: { ...allOff, sameGenderOnRequest: true, approvedDriversOnly: true } } });
    await change(headers, { rules: { sameGenderOnRequest: false } });
    expect((await read(headers)).json().data.rules).toEqual({ ...allOff, approvedDriversOnly: true });
  });

  it('answers 400 for a rule that does not exist, a value that is not a boolean or no rule at all, and changes nothing', async () => {
    const { headers } = await signUpAndLogIn(app);
    const unknown = await change(headers, { rules: { allowInterCompanyTrips: true, allowPets: true } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ success: false, message: 'Revisa los datos enviados', errors: [{ message: 'Esa regla de viaje no existe' }] });
    const notBoolean = await change(headers, { rules: { allowInterCompanyTrips: 'yes' } });
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.json().errors).toEqual([{ field: 'rules.allowInterCompanyTrips', message: 'Valor no válido' }]);
    expect((await change(headers, { rules: {} })).statusCode).toBe(400);
    expect((await change(headers, {})).statusCode).toBe(400);
    expect((await change(headers, { rules: { approvedDriversOnly: true }, extra: 1 })).statusCode).toBe(400);
    expect((await read(headers)).json().data.rules).toEqual(allOff);
  });

  it('lets the company’s employees read the rules but not change them (403)', async () => {
    const admin = await signUpAndLogIn(app);
    await change(admin.headers, { rules: { allowInterCompanyTrips: true } });
    const employee = await createEmployeeWhoCanLogIn(app, admin.headers);
    const readByEmployee = await read(employee.headers);
    expect(readByEmployee.statusCode).toBe(200);
    expect(readByEmployee.json().data.rules).toEqual({ ...allOff, allowInterCompanyTrips: true });
    const refused = await change(employee.headers, { rules: { allowInterCompanyTrips: false } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: 'No tienes permiso para hacer esto' });
    expect((await read(admin.headers)).json().data.rules.allowInterCompanyTrips).toBe(true);
  });

  it('keeps each company’s rules to itself', async () => {
    const first = await signUpAndLogIn(app);
    const second = await signUpAndLogIn(app);
    await change(first.headers, { rules: { allowInterCompanyTrips: true, approvedDriversOnly: true } });
    expect((await read(second.headers)).json().data.rules).toEqual(allOff);
    await change(second.headers, { rules: { sameGenderOnRequest: true } });
    expect((await read(first.headers)).json().data.rules).toEqual({ ...allOff, allowInterCompanyTrips: true, approvedDriversOnly: true });
  });
});
