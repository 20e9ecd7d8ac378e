// A phone is a login identifier: one a person types for themselves neither logs in nor keeps its
// real owner out until an administrator confirms it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { createEmployeeWhoCanLogIn, e164Of, employeeData, freshAddress, logIn, signUpAndLogIn, uniquePhone } from '../../testing/factories.js';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('a phone a person sets for themselves', () => {
  it('is saved and shown, but logs in only once an administrator confirms it, and never keeps its owner out', async () => {
    const admin = await signUpAndLogIn(app);
    const person = await createEmployeeWhoCanLogIn(app, admin.headers);
    const someoneElses = uniquePhone();

    const changed = await app.inject({ method: 'PATCH', url: '/api/employee/me', headers: person.headers, payload: { phone: someoneElses, address: 'Calle 1' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().employee.phone).toBe(e164Of(someoneElses));
    expect((await logIn(app, someoneElses, person.password, freshAddress())).statusCode).toBe(401);

    // The number's real owner is registered with it: the unconfirmed claim does not stand in the way.
    const owner = await app.inject({
      method: 'POST',
      url: '/api/employee/register',
      headers: admin.headers,
      payload: { ...employeeData(), phone: someoneElses, sendInvitation: false },
    });
    expect(owner.statusCode).toBe(201);

    // Confirming the claimed number now collides with its owner's: 409, nothing changes.
    const confirm = await app.inject({ method: 'PATCH', url: `/api/employee/${person.employee.employeeId}`, headers: admin.headers, payload: { phone: someoneElses } });
    expect(confirm.statusCode).toBe(409);
    expect((await logIn(app, someoneElses, person.password, freshAddress())).statusCode).toBe(401);
  });

  it('logs in once an administrator saves it in the person’s record', async () => {
    const admin = await signUpAndLogIn(app);
    const person = await createEmployeeWhoCanLogIn(app, admin.headers);
    const ownNumber = uniquePhone();
    await app.inject({ method: 'PATCH', url: '/api/employee/me', headers: person.headers, payload: { phone: ownNumber, address: 'Calle 2' } });
    expect((await logIn(app, ownNumber, person.password, freshAddress())).statusCode).toBe(401);
    const confirm = await app.inject({ method: 'PATCH', url: `/api/employee/${person.employee.employeeId}`, headers: admin.headers, payload: { phone: ownNumber } });
    expect(confirm.statusCode).toBe(200);
    expect((await logIn(app, ownNumber, person.password, freshAddress())).statusCode).toBe(200);
  });

  it('set by an administrator logs in at once', async () => {
    const admin = await signUpAndLogIn(app);
    const person = await createEmployeeWhoCanLogIn(app, admin.headers);
    const number = uniquePhone();
    expect((await app.inject({ method: 'PATCH', url: `/api/employee/${person.employee.employeeId}`, headers: admin.headers, payload: { phone: number } })).statusCode).toBe(200);
    expect((await logIn(app, number, person.password, freshAddress())).statusCode).toBe(200);
  });
});
