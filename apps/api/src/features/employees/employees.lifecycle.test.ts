// An employee's life: invitation, approval, role, suspension, trash, restore, deletion and the purge.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, waitForMail, type TestApp } from '../../testing/build-test-app.js';
import { createTestClock } from '../../testing/test-clock.js';
import {
  createEmployeeWhoCanLogIn,
  createPendingEmployee,
  freshAddress,
  logIn,
  logInEmployee,
  registerEmployee,
  signUpAndLogIn,
  type AuthHeaders,
} from '../../testing/factories.js';
import { purgeTrash } from './employees.service.js';
import { employeesTable } from './employees.table.js';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const lastAdmin = { success: false, message: 'La empresa debe conservar al menos un administrador activo' };
const invalidCredentials = { success: false, message: 'Credenciales inválidas' };
const sessionEnded = { success: false, message: 'Tu sesión terminó. Inicia sesión de nuevo.' };
const notFound = { success: false, message: 'No encontrado' };

const request = (method: 'GET' | 'PATCH' | 'DELETE', url: string, headers: AuthHeaders, payload?: object) => app.inject({ method, url, headers, payload });
const getEmployee = (id: string, headers: AuthHeaders) => request('GET', `/api/employee/${id}`, headers);
const changeRole = (employeeId: string, isAdmin: boolean, headers: AuthHeaders) => request('PATCH', '/api/employee/role', headers, { employeeId, isAdmin });
const trash = (id: string, headers: AuthHeaders) => request('PATCH', `/api/employee/soft-delete/${id}`, headers);
const restore = (id: string, headers: AuthHeaders) => request('PATCH', `/api/employee/${id}/restore`, headers);
const deleteForGood = (id: string, headers: AuthHeaders) => request('DELETE', `/api/employee/${id}`, headers);
const setStatus = (id: string, status: string, headers: AuthHeaders) => request('PATCH', `/api/employee/${id}`, headers, { status });
const refresh = (cookie: string) => app.inject({ method: 'POST', url: '/api/auth/token', cookies: { rumbo_refresh: cookie } });
const ownRole = (headers: AuthHeaders) => request('GET', '/api/employee/role', headers);

async function trashIds(headers: AuthHeaders): Promise<string[]> {
  const response = await request('GET', '/api/enterprise/employees/trash?pageSize=100', headers);
  return response.json().employees.map((employee: { employeeId: string }) => employee.employeeId);
}

describe('invitation', () => {
  it('mails a single-use link that sets the password; the employee then logs in as a non-administrator', async () => {
    const admin = await signUpAndLogIn(app, { companyName: 'Transportes Quetzal' });
    const employee = await registerEmployee(app, admin.headers, { firstNames: 'Irene', lastNames: 'Vidal', sendInvitation: true });

    const mail = await waitForMail(app, employee.email);
    expect(mail.subject).toBe('Transportes Quetzal te invita a Rumbo');
    expect(mail.text).toContain('Irene Vidal');
    expect(mail.links[0]).toMatch(/^http:\/\/rumbo\.test\/accept-invitation\?token=[\w-]{20,}$/);
    const token = new URL(mail.links[0]!).searchParams.get('token')!;

    // No password yet: the account cannot be logged into.
    expect((await logIn(app, employee.email, 'clave-del-empleado', freshAddress())).statusCode).toBe(401);

    const accept = await app.inject({ method: 'POST', url: '/api/auth/accept-invitation', payload: { token, password: 'clave-del-empleado' } });
    expect(accept.statusCode).toBe(200);
    expect(accept.json()).toEqual({ success: true, message: 'Contraseña guardada. Ya puedes iniciar sesión.' });

    const login = await logIn(app, employee.email, 'clave-del-empleado', freshAddress());
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ idEmployee: employee.employeeId, fullName: 'Irene Vidal', isAdmin: false, enterpriseId: admin.user.enterpriseId });
    // By phone too.
    expect((await logIn(app, employee.phone!, 'clave-del-empleado', freshAddress())).statusCode).toBe(200);

    const reused = await app.inject({ method: 'POST', url: '/api/auth/accept-invitation', payload: { token, password: 'otra-clave-distinta' } });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ success: false, message: 'El enlace no es válido o ya expiró. Pide uno nuevo.' });
    expect((await logIn(app, employee.email, 'otra-clave-distinta', freshAddress())).statusCode).toBe(401);
    expect((await logIn(app, employee.email, 'clave-del-empleado', freshAddress())).statusCode).toBe(200);
  });
});

describe('approval', () => {
  it('approves a pending employee once; approving an active one answers 409', async () => {
    const admin = await signUpAndLogIn(app);
    const pending = await createPendingEmployee(app, admin.headers);
    const approve = (id: string) => request('PATCH', `/api/employee/${id}/approve`, admin.headers);

    const response = await approve(pending.employeeId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'Empleado aprobado exitosamente', employee: { status: 'active', isPending: false, isAdmin: false } });
    expect((await logIn(app, pending.email, pending.password, freshAddress())).statusCode).toBe(200);

    const again = await approve(pending.employeeId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: 'Este empleado ya estaba aprobado' });
    const registered = await registerEmployee(app, admin.headers);
    expect((await approve(registered.employeeId)).statusCode).toBe(409);
  });
});

describe('role', () => {
  it('changes the target’s role, not the caller’s', async () => {
    const admin = await signUpAndLogIn(app);
    const employee = await createEmployeeWhoCanLogIn(app, admin.headers);
    const response = await changeRole(employee.employee.employeeId, true, admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Rol de empleado actualizado exitosamente', employee: { ...employee.employee, isAdmin: true } });
    expect((await ownRole(employee.headers)).json()).toEqual({ employeeId: employee.employee.employeeId, isAdmin: true });
    expect((await ownRole(admin.headers)).json()).toEqual({ employeeId: admin.user.idEmployee, isAdmin: true });

    expect((await changeRole(employee.employee.employeeId, false, admin.headers)).statusCode).toBe(200);
    expect((await ownRole(employee.headers)).json().isAdmin).toBe(false);
    expect((await ownRole(admin.headers)).json().isAdmin).toBe(true);
  });

  it('answers 409 for a pending employee, who stays an employee', async () => {
    const admin = await signUpAndLogIn(app);
    const pending = await createPendingEmployee(app, admin.headers);
    const response = await changeRole(pending.employeeId, true, admin.headers);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: 'Aprueba al empleado antes de cambiar su rol' });
    expect((await getEmployee(pending.employeeId, admin.headers)).json().employee).toMatchObject({ isAdmin: false, status: 'pending' });
  });

  it('answers 400 for a body without the target', async () => {
    const admin = await signUpAndLogIn(app);
    // The body names its target: a flag alone would be ambiguous.
    const response = await request('PATCH', '/api/employee/role', admin.headers, { isAdmin: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'employeeId', message: 'Valor no válido' }]);
    expect((await ownRole(admin.headers)).json().isAdmin).toBe(true);
  });
});

describe('the last active administrator', () => {
  it('cannot be demoted, trashed or suspended; each answers 409 and changes nothing', async () => {
    const admin = await signUpAndLogIn(app);
    const id = admin.user.idEmployee;
    for (const response of [await changeRole(id, false, admin.headers), await trash(id, admin.headers), await setStatus(id, 'suspended', admin.headers), await setStatus(id, 'pending', admin.headers)]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(lastAdmin);
    }
    expect((await getEmployee(id, admin.headers)).json().employee).toMatchObject({ isAdmin: true, status: 'active' });
    expect(await trashIds(admin.headers)).toEqual([]);
    expect((await ownRole(admin.headers)).json().isAdmin).toBe(true);
    const english = await app.inject({ method: 'PATCH', url: '/api/employee/role', headers: { ...admin.headers, 'accept-language': 'en' }, payload: { employeeId: id, isAdmin: false } });
    expect(english.json()).toEqual({ success: false, message: 'The company must keep at least one active administrator' });
  });

  it('does not count a suspended administrator as the one that remains', async () => {
    const admin = await signUpAndLogIn(app);
    const other = await registerEmployee(app, admin.headers);
    expect((await changeRole(other.employeeId, true, admin.headers)).statusCode).toBe(200);
    expect((await setStatus(other.employeeId, 'suspended', admin.headers)).statusCode).toBe(200);
    const response = await changeRole(admin.user.idEmployee, false, admin.headers);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(lastAdmin);
  });

  it('does not count an administrator in the trash either', async () => {
    const admin = await signUpAndLogIn(app);
    const other = await registerEmployee(app, admin.headers);
    expect((await changeRole(other.employeeId, true, admin.headers)).statusCode).toBe(200);
    expect((await trash(other.employeeId, admin.headers)).statusCode).toBe(200);
    expect((await trash(admin.user.idEmployee, admin.headers)).statusCode).toBe(409);
  });

  it('may step down once another active administrator exists', async () => {
    const admin = await signUpAndLogIn(app);
    const other = await createEmployeeWhoCanLogIn(app, admin.headers);
    expect((await changeRole(other.employee.employeeId, true, admin.headers)).statusCode).toBe(200);

    const stepDown = await changeRole(admin.user.idEmployee, false, admin.headers);
    expect(stepDown.statusCode).toBe(200);
    expect(stepDown.json().employee.isAdmin).toBe(false);
    expect((await request('GET', '/api/enterprise/employees', admin.headers)).statusCode).toBe(403);
    // Now the other one is the last administrator.
    const lastOne = await changeRole(other.employee.employeeId, false, other.headers);
    expect(lastOne.statusCode).toBe(409);
    expect(lastOne.json()).toEqual(lastAdmin);
    // And may trash the former administrator, or suspend them.
    expect((await setStatus(admin.user.idEmployee, 'suspended', other.headers)).statusCode).toBe(200);
    expect((await trash(admin.user.idEmployee, other.headers)).statusCode).toBe(200);
  });
});

describe('trash', () => {
  it('moves an employee there: they cannot log in, their access token and refresh cookie stop working', async () => {
    const admin = await signUpAndLogIn(app);
    const employee = await createEmployeeWhoCanLogIn(app, admin.headers);
    expect((await ownRole(employee.headers)).statusCode).toBe(200);
    const before = Date.now();

    const response = await trash(employee.employee.employeeId, admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Empleado movido a la papelera exitosamente' });

    const withToken = await ownRole(employee.headers);
    expect(withToken.statusCode).toBe(401);
    expect(withToken.json()).toEqual(sessionEnded);
    expect((await refresh(employee.refreshCookie)).statusCode).toBe(401);
    const login = await logIn(app, employee.employee.email, employee.password, freshAddress());
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual(invalidCredentials);

    expect((await getEmployee(employee.employee.employeeId, admin.headers)).statusCode).toBe(404);
    const listed = (await request('GET', '/api/enterprise/employees?pageSize=100', admin.headers)).json();
    expect(listed.employees.map((e: { employeeId: string }) => e.employeeId)).not.toContain(employee.employee.employeeId);
    const trashList = (await request('GET', '/api/enterprise/employees/trash', admin.headers)).json();
    expect(trashList).toMatchObject({ total: 1, totalIsExact: true, page: 1, pageSize: 10 });
    expect(trashList.employees).toEqual([{ ...employee.employee, deletedAt: expect.any(String) }]);
    const deletedAt = Date.parse(trashList.employees[0].deletedAt);
    expect(deletedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(deletedAt).toBeLessThanOrEqual(Date.now() + 1000);

    // Already in the trash: it is not a live employee any more.
    expect((await trash(employee.employee.employeeId, admin.headers)).statusCode).toBe(404);
    expect((await request('PATCH', `/api/employee/${employee.employee.employeeId}`, admin.headers, { address: 'x' })).statusCode).toBe(404);
  });

  it('lists the most recently trashed first, a page at a time', async () => {
    const admin = await signUpAndLogIn(app);
    const first = await registerEmployee(app, admin.headers);
    const second = await registerEmployee(app, admin.headers);
    await trash(first.employeeId, admin.headers);
    await trash(second.employeeId, admin.headers);
    expect(await trashIds(admin.headers)).toEqual([second.employeeId, first.employeeId]);
    const page = (await request('GET', '/api/enterprise/employees/trash?page=2&pageSize=1', admin.headers)).json();
    expect(page).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page.employees.map((e: { employeeId: string }) => e.employeeId)).toEqual([first.employeeId]);
    expect((await request('GET', '/api/enterprise/employees/trash?pageSize=101', admin.headers)).statusCode).toBe(400);
  });

  it('restores an employee, who is listed again and can log in again', async () => {
    const admin = await signUpAndLogIn(app);
    const employee = await createEmployeeWhoCanLogIn(app, admin.headers);
    await trash(employee.employee.employeeId, admin.headers);

    const response = await restore(employee.employee.employeeId, admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Empleado restaurado', employee: employee.employee });
    expect(await trashIds(admin.headers)).toEqual([]);
    expect((await getEmployee(employee.employee.employeeId, admin.headers)).json()).toEqual({ employee: employee.employee });
    // The sessions ended with the trash stay ended; a new login works.
    expect((await ownRole(employee.headers)).statusCode).toBe(401);
    const login = await logInEmployee(app, employee.employee.email, employee.password);
    expect((await ownRole(login.headers)).statusCode).toBe(200);

    const live = await restore(employee.employee.employeeId, admin.headers);
    expect(live.statusCode).toBe(409);
    expect(live.json()).toEqual({ success: false, message: 'Este empleado no está en la papelera' });
  });

  it('deletes for good only from the trash; the id is then unknown', async () => {
    const admin = await signUpAndLogIn(app);
    const employee = await createEmployeeWhoCanLogIn(app, admin.headers);
    const live = await deleteForGood(employee.employee.employeeId, admin.headers);
    expect(live.statusCode).toBe(409);
    expect(live.json()).toEqual({ success: false, message: 'Este empleado no está en la papelera' });
    expect((await getEmployee(employee.employee.employeeId, admin.headers)).statusCode).toBe(200);

    await trash(employee.employee.employeeId, admin.headers);
    const response = await deleteForGood(employee.employee.employeeId, admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Empleado eliminado definitivamente' });

    for (const after of [
      await getEmployee(employee.employee.employeeId, admin.headers),
      await deleteForGood(employee.employee.employeeId, admin.headers),
      await restore(employee.employee.employeeId, admin.headers),
    ]) {
      expect(after.statusCode).toBe(404);
      expect(after.json()).toEqual(notFound);
    }
    expect(await trashIds(admin.headers)).toEqual([]);
    expect((await logIn(app, employee.employee.email, employee.password, freshAddress())).statusCode).toBe(401);
    // The email is free for someone new.
    expect((await registerEmployee(app, admin.headers, { email: employee.employee.email })).email).toBe(employee.employee.email);
  });
});

describe('suspension', () => {
  it('ends the sessions and refuses the login of a suspended employee until they are active again', async () => {
    const admin = await signUpAndLogIn(app);
    const employee = await createEmployeeWhoCanLogIn(app, admin.headers);

    const response = await setStatus(employee.employee.employeeId, 'suspended', admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().employee).toEqual({ ...employee.employee, status: 'suspended' });
    const listed = (await request('GET', `/api/enterprise/employees?search=${encodeURIComponent(employee.employee.lastNames)}`, admin.headers)).json();
    expect(listed.employees).toEqual([{ ...employee.employee, status: 'suspended' }]);

    expect((await ownRole(employee.headers)).statusCode).toBe(401);
    expect((await refresh(employee.refreshCookie)).statusCode).toBe(401);
    const login = await logIn(app, employee.employee.email, employee.password, freshAddress());
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ success: false, message: 'Tu cuenta está suspendida. Pide a un administrador de tu empresa que la reactive.' });

    expect((await setStatus(employee.employee.employeeId, 'active', admin.headers)).statusCode).toBe(200);
    expect((await logIn(app, employee.employee.email, employee.password, freshAddress())).statusCode).toBe(200);
  });
});

describe('the trash purge', () => {
  it('deletes for good what has been in the trash over 30 days, and keeps the rest', async () => {
    const admin = await signUpAndLogIn(app);
    const old = await registerEmployee(app, admin.headers);
    const recent = await registerEmployee(app, admin.headers);
    const live = await registerEmployee(app, admin.headers);
    await trash(old.employeeId, admin.headers);
    await trash(recent.employeeId, admin.headers);
    await app.db.update(employeesTable).set({ deletedAt: new Date(Date.now() - 31 * 86_400_000) }).where(eq(employeesTable.id, old.employeeId));

    expect(await purgeTrash(app.ctx)).toBeGreaterThanOrEqual(1);
    expect(await trashIds(admin.headers)).toEqual([recent.employeeId]);
    expect((await restore(old.employeeId, admin.headers)).statusCode).toBe(404);

    // 29 days on, the recent one stays; 31 days on, it goes too. Live employees never do.
    await purgeTrash({ ...app.ctx, clock: createTestClock(new Date(Date.now() + 29 * 86_400_000)) });
    expect(await trashIds(admin.headers)).toEqual([recent.employeeId]);
    await purgeTrash({ ...app.ctx, clock: createTestClock(new Date(Date.now() + 31 * 86_400_000)) });
    expect(await trashIds(admin.headers)).toEqual([]);
    expect((await getEmployee(live.employeeId, admin.headers)).statusCode).toBe(200);
    expect((await getEmployee(admin.user.idEmployee, admin.headers)).statusCode).toBe(200);
  });
});
