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

    const changed = await app.inject({ method: 'PATCH', url: '/api/employee/me', headers: person.headers, payload: { phone: someoneElses, address: 'Calle 1', currentPassword: person.password } });
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
    await app.inject({ method: 'PATCH', url: '/api/employee/me', headers: person.headers, payload: { phone: ownNumber, address: 'Calle 2', currentPassword: person.password } });
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

describe('changing one’s own login email or phone', () => {
  it('takes the current password when the phone changes: 400 without it or when wrong, and nothing changes', async () => {
    const admin = await signUpAndLogIn(app);
    const person = await createEmployeeWhoCanLogIn(app, admin.headers);
    const before = (await app.inject({ method: 'GET', url: '/api/employee/me', headers: person.headers })).json().employee;
    const number = uniquePhone();
    const change = (extra: object) => app.inject({ method: 'PATCH', url: '/api/employee/me', headers: person.headers, payload: { phone: number, address: 'Calle 3', ...extra } });

    const missing = await change({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ field: 'currentPassword', message: 'La contraseña es obligatoria' }]);
    const wrong = await change({ currentPassword: 'no-es-la-mia' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ field: 'currentPassword', message: 'La contraseña no es correcta' }]);
    expect((await app.inject({ method: 'GET', url: '/api/employee/me', headers: person.headers })).json().employee).toEqual(before);

    expect((await change({ currentPassword: person.password })).statusCode).toBe(200);
    // The same phone again, with a new address only, needs no password.
    const addressOnly = await app.inject({ method: 'PATCH', url: '/api/employee/me', headers: person.headers, payload: { phone: number, address: 'Calle 4' } });
    expect(addressOnly.statusCode).toBe(200);
    expect(addressOnly.json().employee.address).toBe('Calle 4');
  });

  it('takes an administrator’s password for their own email or phone, not for another person’s', async () => {
    const admin = await signUpAndLogIn(app);
    const person = await createEmployeeWhoCanLogIn(app, admin.headers);
    const self = (payload: object) => app.inject({ method: 'PATCH', url: `/api/employee/${admin.user.idEmployee}`, headers: admin.headers, payload });
    const newEmail = `nuevo-${Date.now()}@empresa.mx`;

    const missing = await self({ email: newEmail });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ field: 'currentPassword', message: 'La contraseña es obligatoria' }]);
    expect((await self({ phone: uniquePhone(), currentPassword: 'no-es-la-mia' })).json().errors).toEqual([
      { field: 'currentPassword', message: 'La contraseña no es correcta' },
    ]);
    // The name alone, or the same email, needs none.
    expect((await self({ firstNames: 'Ana', email: admin.company.email })).statusCode).toBe(200);
    const changed = await self({ email: newEmail, currentPassword: admin.company.password });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().employee.email).toBe(newEmail);

    // Another person's contact data is the administrators' to keep: no password asked.
    expect((await app.inject({ method: 'PATCH', url: `/api/employee/${person.employee.employeeId}`, headers: admin.headers, payload: { phone: uniquePhone() } })).statusCode).toBe(200);
  });
});
