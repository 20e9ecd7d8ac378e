import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import {
  freshAddress,
  verifyEmailOf,
  e164Of,
  employeeData,
  insertEmployeesDirectly,
  registerEmployee,
  signUpAndLogIn,
  uniquePhone,
  type AuthHeaders,
} from '../../testing/factories.js';
import { accountsTable } from '../auth/auth.table.js';
import { mailOutboxTable } from '../mail/mail.table.js';
import { employeesTable } from './employees.table.js';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ runJobs: false });
});
afterAll(async () => {
  await app.close();
});

const invalidInput = 'Revisa los datos enviados';
const emailTaken = { success: false, message: 'Ya existe una cuenta con este correo', errors: [{ field: 'email', message: 'Ya existe una cuenta con este correo' }] };
const phoneTaken = { success: false, message: 'Ya existe una cuenta con este teléfono', errors: [{ field: 'phone', message: 'Ya existe una cuenta con este teléfono' }] };

function register(headers: AuthHeaders, payload: object, extraHeaders: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/employee/register', headers: { ...headers, ...extraHeaders }, payload });
}

function list(headers: AuthHeaders, query: Record<string, string | number> = {}) {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]));
  return app.inject({ method: 'GET', url: `/api/enterprise/employees?${search}`, headers });
}

async function namesOf(headers: AuthHeaders, query: Record<string, string | number> = {}): Promise<string[]> {
  const response = await list(headers, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().employees.map((employee: { fullName: string }) => employee.fullName);
}

describe('GET /api/employee/role', () => {
  it('answers the caller’s id and administrator flag', async () => {
    const { headers, user } = await signUpAndLogIn(app);
    const response = await app.inject({ method: 'GET', url: '/api/employee/role', headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ employeeId: user.idEmployee, isAdmin: true });
  });

  it('follows a role change at once, without a new login', async () => {
    const { headers, user } = await signUpAndLogIn(app);
    await app.db.update(employeesTable).set({ isAdmin: false }).where(eq(employeesTable.id, user.idEmployee));
    const response = await app.inject({ method: 'GET', url: '/api/employee/role', headers });
    expect(response.json()).toEqual({ employeeId: user.idEmployee, isAdmin: false });
  });

  it('answers 401 without a valid access token, or once the employee is in the trash', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/employee/role' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ success: false, message: 'Inicia sesión para continuar' });
    const { headers, user } = await signUpAndLogIn(app);
    await app.db.update(employeesTable).set({ deletedAt: new Date() }).where(eq(employeesTable.id, user.idEmployee));
    const trashed = await app.inject({ method: 'GET', url: '/api/employee/role', headers });
    expect(trashed.statusCode).toBe(401);
    expect(trashed.json()).toEqual({ success: false, message: 'Tu sesión terminó. Inicia sesión de nuevo.' });
  });
});

describe('POST /api/employee/register', () => {
  let admin: Awaited<ReturnType<typeof signUpAndLogIn>>;
  beforeAll(async () => {
    admin = await signUpAndLogIn(app);
    // Registering sends an invitation unless told not to: invitations need a verified administrator.
    await verifyEmailOf(app, admin.headers);
  });

  it('refuses to send an invitation for an administrator whose email is not verified, and adds no one', async () => {
    const unverified = await signUpAndLogIn(app);
    const person = employeeData();
    const response = await register(unverified.headers, person);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: 'Verifica tu correo antes de enviar invitaciones: usa el enlace que te enviamos al registrarte.' });
    expect(await app.db.select().from(accountsTable).where(eq(accountsTable.email, person.email))).toEqual([]);
    expect((await register(unverified.headers, { ...person, sendInvitation: false })).statusCode).toBe(201);
  });

  it('adds an active employee with the phone in E.164 and the email lowercased, and lists them', async () => {
    const response = await register(admin.headers, {
      firstNames: '  José Luis ',
      lastNames: 'Pérez  García',
      email: '  JoseLuis.Perez@Empresa.MX ',
      phone: '55 1234 5678',
      address: 'Insurgentes Sur 1000',
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: 'Empleado José Luis Pérez  García registrado exitosamente',
      employee: {
        employeeId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
        fullName: 'José Luis Pérez  García',
        firstNames: 'José Luis',
        lastNames: 'Pérez  García',
        email: 'joseluis.perez@empresa.mx',
        phone: '+525512345678',
        address: 'Insurgentes Sur 1000',
        isPending: false,
        isAdmin: false,
        status: 'active',
        tripPreferences: '',
      },
    });
    const detail = await app.inject({ method: 'GET', url: `/api/employee/${body.employee.employeeId}`, headers: admin.headers });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toEqual({ employee: body.employee });
    const listed = (await list(admin.headers, { search: 'jose luis' })).json().employees;
    expect(listed).toEqual([expect.objectContaining({ employeeId: body.employee.employeeId, email: 'joseluis.perez@empresa.mx', phone: '+525512345678' })]);
  });

  it('accepts `name` alone, as a client that knows only full names sends it, split at the first space', async () => {
    const { firstNames: _f, lastNames: _l, ...contact } = employeeData();
    const response = await register(admin.headers, { ...contact, name: '  María   Fernanda Ortiz ' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().employee).toMatchObject({ firstNames: 'María', lastNames: 'Fernanda Ortiz', fullName: 'María Fernanda Ortiz' });
    expect(response.json().message).toBe('Empleado María Fernanda Ortiz registrado exitosamente');
    const single = await register(admin.headers, { ...employeeData(), firstNames: undefined, lastNames: undefined, name: 'Cuauhtémoc' });
    expect(single.statusCode, single.body).toBe(201);
    expect(single.json().employee).toMatchObject({ firstNames: 'Cuauhtémoc', lastNames: '', fullName: 'Cuauhtémoc' });
  });

  it.each([
    ['firstNames', { firstNames: undefined }, 'Los nombres son obligatorios'],
    ['firstNames', { firstNames: '   ' }, 'Los nombres son obligatorios'],
    ['lastNames', { lastNames: undefined }, 'Los apellidos son obligatorios'],
    ['lastNames', { lastNames: '' }, 'Los apellidos son obligatorios'],
    ['email', { email: undefined }, 'El correo es obligatorio'],
    ['email', { email: '' }, 'El correo es obligatorio'],
    ['email', { email: 'luis@empresa' }, 'El correo no es válido'],
    ['email', { email: 'luis perez@empresa.mx' }, 'El correo no es válido'],
    ['phone', { phone: undefined }, 'El teléfono es obligatorio'],
    ['phone', { phone: ' ' }, 'El teléfono es obligatorio'],
    ['phone', { phone: '55 1234' }, 'El teléfono no es válido. Escribe 10 dígitos, o el número con su código de país (+52 ...)'],
    ['phone', { phone: 'no tengo' }, 'El teléfono no es válido. Escribe 10 dígitos, o el número con su código de país (+52 ...)'],
    ['address', { address: undefined }, 'La dirección es obligatoria'],
    ['address', { address: '  ' }, 'La dirección es obligatoria'],
  ])('answers 400 naming %s when it is %j, and adds no one', async (field, change, message) => {
    const payload = { ...employeeData(), ...change };
    const response = await register(admin.headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: invalidInput, errors: [{ field, message }] });
    if (payload.email) expect((await app.db.select().from(accountsTable).where(eq(accountsTable.email, payload.email))).length).toBe(0);
  });

  it('lists every missing field of an empty body, the names included', async () => {
    const response = await register(admin.headers, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: invalidInput,
      errors: [
        { field: 'email', message: 'El correo es obligatorio' },
        { field: 'phone', message: 'El teléfono es obligatorio' },
        { field: 'address', message: 'La dirección es obligatoria' },
        { field: 'firstNames', message: 'Los nombres son obligatorios' },
        { field: 'lastNames', message: 'Los apellidos son obligatorios' },
      ],
    });
    for (const payload of ['null', '[]', '"texto"']) {
      const notAnObject = await app.inject({ method: 'POST', url: '/api/employee/register', headers: { ...admin.headers, 'content-type': 'application/json' }, payload });
      expect(notAnObject.statusCode, payload).toBe(400);
    }
  });

  it('answers the validation messages in English when asked', async () => {
    const response = await register(admin.headers, { ...employeeData(), email: 'not-an-email', phone: '123' }, { 'accept-language': 'en-US,en;q=0.9' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Please check the data you sent',
      errors: [
        { field: 'email', message: 'The email is not valid' },
        { field: 'phone', message: 'The phone number is not valid. Enter 10 digits, or the number with its country code (+52 ...)' },
      ],
    });
  });

  it('answers 409 for an email already used, whatever its case, and keeps the first employee as it was', async () => {
    const first = await registerEmployee(app, admin.headers);
    const again = await register(admin.headers, employeeData({ email: first.email.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(emailTaken);
    const english = await register(admin.headers, employeeData({ email: first.email }), { 'accept-language': 'en' });
    expect(english.json()).toEqual({ success: false, message: 'An account with this email already exists', errors: [{ field: 'email', message: 'An account with this email already exists' }] });
    const detail = await app.inject({ method: 'GET', url: `/api/employee/${first.employeeId}`, headers: admin.headers });
    expect(detail.json().employee).toEqual(first);
  });

  it('answers 409 for a phone already used, written in any format', async () => {
    const phone = uniquePhone();
    await registerEmployee(app, admin.headers, { phone });
    for (const variant of [phone, `+52 ${phone}`, phone.replace(/ /g, '-'), e164Of(phone)]) {
      const response = await register(admin.headers, employeeData({ phone: variant }));
      expect(response.statusCode, variant).toBe(409);
      expect(response.json()).toEqual(phoneTaken);
    }
  });

  it('answers 409 for the email of an administrator, and the administrator’s login is untouched', async () => {
    const response = await register(admin.headers, employeeData({ email: admin.company.email }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(emailTaken);
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: admin.company.email, password: admin.company.password } });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.isAdmin).toBe(true);
  });

  it('keeps emails and phones unique across companies', async () => {
    const taken = await registerEmployee(app, admin.headers);
    const other = await signUpAndLogIn(app);
    await verifyEmailOf(app, other.headers);
    const sameEmail = await register(other.headers, employeeData({ email: taken.email }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual(emailTaken);
    const samePhone = await register(other.headers, employeeData({ phone: taken.phone! }));
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json()).toEqual(phoneTaken);
    // Nor can a new company be signed up with an employee’s email.
    const company = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: freshAddress(),
      payload: { companyName: 'Otra', representativeName: 'Otra Persona', email: taken.email, password: 'contraseña-segura', interestPlan: 'basic' },
    });
    expect(company.statusCode).toBe(409);
    expect((await list(other.headers)).json().total).toBe(1);
  });

  it('lets a new employee take the email and phone of one in the trash; restoring that one then answers 409', async () => {
    const trashed = await registerEmployee(app, admin.headers);
    const trash = await app.inject({ method: 'PATCH', url: `/api/employee/soft-delete/${trashed.employeeId}`, headers: admin.headers });
    expect(trashed.phone).not.toBeNull();
    expect(trash.statusCode).toBe(200);
    const newcomer = await register(admin.headers, employeeData({ email: trashed.email }));
    expect(newcomer.statusCode, newcomer.body).toBe(201);

    const restore = await app.inject({ method: 'PATCH', url: `/api/employee/${trashed.employeeId}/restore`, headers: admin.headers });
    expect(restore.statusCode).toBe(409);
    expect(restore.json()).toEqual(emailTaken);
    const trashList = (await app.inject({ method: 'GET', url: '/api/enterprise/employees/trash', headers: admin.headers })).json();
    expect(trashList.employees.map((employee: { employeeId: string }) => employee.employeeId)).toContain(trashed.employeeId);

    // The same for the phone, once the email is free again.
    await app.inject({ method: 'PATCH', url: `/api/employee/soft-delete/${newcomer.json().employee.employeeId}`, headers: admin.headers });
    const phoneTaker = await register(admin.headers, employeeData({ phone: trashed.phone! }));
    expect(phoneTaker.statusCode, phoneTaker.body).toBe(201);
    const restoreAgain = await app.inject({ method: 'PATCH', url: `/api/employee/${trashed.employeeId}/restore`, headers: admin.headers });
    expect(restoreAgain.statusCode).toBe(409);
    expect(restoreAgain.json()).toEqual(phoneTaken);
    const stillTrashed = await app.inject({ method: 'GET', url: `/api/employee/${trashed.employeeId}`, headers: admin.headers });
    expect(stillTrashed.statusCode).toBe(404);
  });
});

describe('PATCH /api/employee/:id', () => {
  let admin: Awaited<ReturnType<typeof signUpAndLogIn>>;
  beforeAll(async () => {
    admin = await signUpAndLogIn(app);
    // A new email mails the new address: only an administrator whose own email is verified may.
    await verifyEmailOf(app, admin.headers);
  });

  const edit = (id: string, payload: object, headers: AuthHeaders = admin.headers) =>
    app.inject({ method: 'PATCH', url: `/api/employee/${id}`, headers, payload });
  const mailsTo = async (address: string) =>
    (await app.db.select({ message: mailOutboxTable.message }).from(mailOutboxTable)).filter(({ message }) => message.to === address).length;

  it('refuses a new email (403 on the email field, in the reader’s language) until the administrator’s own is verified, mailing no one', async () => {
    const unverified = await signUpAndLogIn(app);
    const employee = await registerEmployee(app, unverified.headers);
    const refused = await edit(employee.employeeId, { email: 'someone.else@example.com' }, { ...unverified.headers, 'accept-language': 'en' } as AuthHeaders);
    expect(refused.statusCode).toBe(403);
    const message = 'Verify your email before changing someone else’s: the new address is sent a link. Use the link we sent you when you signed up.';
    expect(refused.json()).toEqual({ success: false, message, errors: [{ field: 'email', message }] });
    expect(await mailsTo('someone.else@example.com')).toBe(0);
    expect(await mailsTo(employee.email)).toBe(0);
    // The form sends the email with every save: the same one (in any case), or the other fields alone, still save.
    const same = await edit(employee.employeeId, { email: employee.email.toUpperCase(), address: 'Calle 3' }, unverified.headers);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().employee).toMatchObject({ email: employee.email, address: 'Calle 3' });
    await verifyEmailOf(app, unverified.headers);
    expect((await edit(employee.employeeId, { email: 'someone.else@example.com' }, unverified.headers)).statusCode).toBe(200);
    expect(await mailsTo('someone.else@example.com')).toBe(1);
  });

  it('counts email changes against the company’s limit: the 31st within the hour answers 429, before anything is changed or mailed', async () => {
    const busy = await signUpAndLogIn(app);
    await verifyEmailOf(app, busy.headers);
    const employee = await registerEmployee(app, busy.headers);
    for (let change = 1; change <= 30; change += 1) {
      const changed = await edit(employee.employeeId, { email: `cambio-${change}-${employee.email}` }, busy.headers);
      expect(changed.statusCode, changed.body).toBe(200);
    }
    const refused = await edit(employee.employeeId, { email: `cambio-31-${employee.email}` }, busy.headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(await mailsTo(`cambio-31-${employee.email}`)).toBe(0);
    expect((await app.inject({ method: 'GET', url: `/api/employee/${employee.employeeId}`, headers: busy.headers })).json().employee.email).toBe(`cambio-30-${employee.email}`);
    // Another company's changes are counted apart; edits that keep the email are not counted.
    expect((await edit(employee.employeeId, { address: 'Calle 4' }, busy.headers)).statusCode).toBe(200);
    const other = await registerEmployee(app, admin.headers);
    expect((await edit(other.employeeId, { email: `otra-${other.email}` })).statusCode).toBe(200);
  });

  it('saves the changes, and the list and the search follow the new name', async () => {
    const employee = await registerEmployee(app, admin.headers, { firstNames: 'Rodrigo', lastNames: 'Antiguo' });
    const response = await edit(employee.employeeId, {
      firstNames: 'Rodrigo',
      lastNames: 'Nuévo Apellido',
      phone: '(55) 8765-4321',
      email: ' Rodrigo.Nuevo@Empresa.MX',
      address: 'Calle 2',
      tripPreferences: 'Prefiere ir de copiloto',
    });
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      ...employee,
      lastNames: 'Nuévo Apellido',
      fullName: 'Rodrigo Nuévo Apellido',
      phone: '+525587654321',
      email: 'rodrigo.nuevo@empresa.mx',
      address: 'Calle 2',
      tripPreferences: 'Prefiere ir de copiloto',
    };
    expect(response.json()).toEqual({ success: true, message: 'Empleado actualizado', employee: expected });
    expect((await app.inject({ method: 'GET', url: `/api/employee/${employee.employeeId}`, headers: admin.headers })).json()).toEqual({ employee: expected });
    expect(await namesOf(admin.headers, { search: 'nuevo apellido' })).toEqual(['Rodrigo Nuévo Apellido']);
    expect(await namesOf(admin.headers, { search: 'antiguo' })).toEqual([]);
  });

  it('answers 409 for another account’s email or phone, and 200 for the employee’s own', async () => {
    const first = await registerEmployee(app, admin.headers);
    const second = await registerEmployee(app, admin.headers);
    const email = await edit(second.employeeId, { email: first.email.toUpperCase() });
    expect(email.statusCode).toBe(409);
    expect(email.json()).toEqual(emailTaken);
    const phone = await edit(second.employeeId, { phone: first.phone! });
    expect(phone.statusCode).toBe(409);
    expect(phone.json()).toEqual(phoneTaken);
    const adminEmail = await edit(second.employeeId, { email: admin.company.email });
    expect(adminEmail.statusCode).toBe(409);
    const own = await edit(second.employeeId, { email: second.email, phone: second.phone! });
    expect(own.statusCode).toBe(200);
    expect(own.json().employee).toEqual(second);
  });

  it('answers 400 for an empty body, an invalid field or an unknown status, and changes nothing', async () => {
    const employee = await registerEmployee(app, admin.headers);
    const empty = await edit(employee.employeeId, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(invalidInput);
    for (const [payload, field, message] of [
      [{ email: 'nadie' }, 'email', 'El correo no es válido'],
      [{ phone: '12' }, 'phone', 'El teléfono no es válido. Escribe 10 dígitos, o el número con su código de país (+52 ...)'],
      [{ firstNames: ' ' }, 'firstNames', 'Los nombres son obligatorios'],
      [{ status: 'retired' }, 'status', 'Valor no válido'],
    ] as const) {
      const response = await edit(employee.employeeId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ success: false, message: invalidInput, errors: [{ field, message }] });
    }
    expect((await app.inject({ method: 'GET', url: `/api/employee/${employee.employeeId}`, headers: admin.headers })).json().employee).toEqual(employee);
  });

  it('lets last names, phone and address be left empty, as the first administrator and join sign-ups may have them', async () => {
    const own = await edit(admin.user.idEmployee, { firstNames: 'Ana', lastNames: 'López Pérez', email: admin.company.email, phone: '', address: '', tripPreferences: 'Auto propio' });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().employee).toMatchObject({ phone: null, address: '', tripPreferences: 'Auto propio' });
    const employee = await registerEmployee(app, admin.headers);
    const cleared = await edit(employee.employeeId, { lastNames: '', phone: ' ', address: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().employee).toMatchObject({ lastNames: '', fullName: employee.firstNames, phone: null, address: '' });
  });

  it('takes `name` as register does, split at its first space, and searches by the new name', async () => {
    const employee = await registerEmployee(app, admin.headers, { firstNames: 'Rosa', lastNames: 'Vieja' });
    const response = await edit(employee.employeeId, { name: 'María José  Salgado Ruiz', email: employee.email, phone: employee.phone!, address: employee.address });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().employee).toMatchObject({ firstNames: 'María', lastNames: 'José Salgado Ruiz', fullName: 'María José Salgado Ruiz' });
    expect(await namesOf(admin.headers, { search: 'salgado' })).toEqual(['María José Salgado Ruiz']);
    const blank = await edit(employee.employeeId, { name: '  ' });
    expect(blank.statusCode).toBe(400);
  });

  it('answers 400, never a success, for a body with no field it knows', async () => {
    const employee = await registerEmployee(app, admin.headers);
    for (const payload of [{ fullName: 'Otro Nombre' }, { nombre: 'Otro' }, { name: undefined }]) {
      const response = await edit(employee.employeeId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: invalidInput });
    }
    expect((await app.inject({ method: 'GET', url: `/api/employee/${employee.employeeId}`, headers: admin.headers })).json().employee).toEqual(employee);
  });

  it('answers 404 for an id that is no employee, and 400 for one that is not an id', async () => {
    const unknown = await edit('00000000-0000-4000-8000-000000000000', { address: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'No encontrado' });
    const malformed = await app.inject({ method: 'GET', url: '/api/employee/not-an-id', headers: admin.headers });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('GET /api/enterprise/employees: search', () => {
  let admin: Awaited<ReturnType<typeof signUpAndLogIn>>;
  beforeAll(async () => {
    admin = await signUpAndLogIn(app, { representativeName: 'Sofía Administradora' });
    for (const [firstNames, lastNames] of [
      ['José', 'Pérez'],
      ['Josefina', 'Ortega Ruiz'],
      ['Ana', 'Maldonado'],
      ['MARIANA', 'ÁLVAREZ'],
      ['Ciento', 'Por 100% Puntual'],
      ['Guion', 'Bajo_Medio'],
    ]) {
      await registerEmployee(app, admin.headers, { firstNames, lastNames });
    }
  });

  it.each([
    ['jose perez', ['José Pérez']],
    ['JOSÉ', ['José Pérez', 'Josefina Ortega Ruiz']],
    ['  José   PÉREZ ', ['José Pérez']],
    ['erez', ['José Pérez']],
    ['donad', ['Ana Maldonado']],
    ['alvarez', ['MARIANA ÁLVAREZ']],
    ['ana', ['Ana Maldonado', 'MARIANA ÁLVAREZ']],
    ['tega ru', ['Josefina Ortega Ruiz']],
    ['administradora', ['Sofía Administradora']],
  ])('finds %j', async (search, names) => {
    const response = await list(admin.headers, { search });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.employees.map((employee: { fullName: string }) => employee.fullName)).toEqual(names);
    expect(body).toMatchObject({ total: names.length, totalIsExact: true, page: 1, pageSize: 10 });
  });

  it('answers an empty list with total 0 when nothing matches', async () => {
    const response = await list(admin.headers, { search: 'zzyzx' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ employees: [], total: 0, totalIsExact: true, page: 1, pageSize: 10 });
  });

  it('takes % and _ literally', async () => {
    expect(await namesOf(admin.headers, { search: '%' })).toEqual(['Ciento Por 100% Puntual']);
    expect(await namesOf(admin.headers, { search: '100%' })).toEqual(['Ciento Por 100% Puntual']);
    expect(await namesOf(admin.headers, { search: '_' })).toEqual(['Guion Bajo_Medio']);
    // Unescaped, '_' would match the space of "jose perez" and '%' everything.
    expect(await namesOf(admin.headers, { search: 'jose_perez' })).toEqual([]);
    expect(await namesOf(admin.headers, { search: 'jose%perez' })).toEqual([]);
    expect(await namesOf(admin.headers, { search: '\\' })).toEqual([]);
  });

  it('lists everyone, administrators included, for an empty search, and refuses a search over 100 characters', async () => {
    expect((await list(admin.headers, { search: '' })).json().total).toBe(7);
    const long = await list(admin.headers, { search: 'a'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([{ field: 'search', message: 'El texto es demasiado largo' }]);
  });

  it('never finds employees in the trash', async () => {
    const employee = await registerEmployee(app, admin.headers, { firstNames: 'Efímero', lastNames: 'Temporal' });
    expect(await namesOf(admin.headers, { search: 'efimero' })).toEqual(['Efímero Temporal']);
    await app.inject({ method: 'PATCH', url: `/api/employee/soft-delete/${employee.employeeId}`, headers: admin.headers });
    const response = await list(admin.headers, { search: 'efimero' });
    expect(response.json()).toMatchObject({ employees: [], total: 0 });
  });
});

describe('GET /api/enterprise/employees: order and pages', () => {
  // Ordered ignoring case and accents; registered in reverse so that the order is the server's.
  const ordered = [
    'Álvaro Núñez', 'ana Zapata', 'Beatriz Ortega', 'Carlos Ibáñez', 'Cecilia Ruiz', 'Daniel Soto', 'Élmer Vega', 'Fernanda Ríos',
    'Gabriel Luna', 'Héctor Mora', 'Inés Campos', 'Jorge Paz', 'Karla Díaz', 'Lucía Reyes', 'Manuel Cruz', 'Natalia Gil',
    'Óscar León', 'Patricia Solís', 'Quetzal Ávila', 'Raúl Ortiz', 'Sara Nava', 'Tomás Lara', 'Ximena Administradora',
  ];
  let admin: Awaited<ReturnType<typeof signUpAndLogIn>>;
  beforeAll(async () => {
    admin = await signUpAndLogIn(app, { representativeName: 'Ximena Administradora' });
    for (const name of ordered.slice(0, -1).reverse()) {
      const [firstNames, lastNames] = name.split(' ');
      await registerEmployee(app, admin.headers, { firstNames, lastNames });
    }
  });

  it('answers the first 10 by name by default, with an exact total', async () => {
    const response = await list(admin.headers);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.employees.map((employee: { fullName: string }) => employee.fullName)).toEqual(ordered.slice(0, 10));
    expect(body).toMatchObject({ total: 23, totalIsExact: true, page: 1, pageSize: 10 });
  });

  it('answers page 2 and the last page', async () => {
    expect(await namesOf(admin.headers, { page: 2 })).toEqual(ordered.slice(10, 20));
    const last = (await list(admin.headers, { page: 3 })).json();
    expect(last.employees.map((employee: { fullName: string }) => employee.fullName)).toEqual(['Sara Nava', 'Tomás Lara', 'Ximena Administradora']);
    expect(last).toMatchObject({ total: 23, page: 3, pageSize: 10 });
    expect(await namesOf(admin.headers, { page: 5, pageSize: 5 })).toEqual(ordered.slice(20));
  });

  it('answers an empty list with the right total for a page beyond the end', async () => {
    for (const page of [4, 1_000_000]) {
      const response = await list(admin.headers, { page });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ employees: [], total: 23, totalIsExact: true, page, pageSize: 10 });
    }
  });

  it('accepts page sizes from 1 to 100', async () => {
    expect(await namesOf(admin.headers, { pageSize: 100 })).toEqual(ordered);
    expect(await namesOf(admin.headers, { pageSize: 1, page: 23 })).toEqual(['Ximena Administradora']);
  });

  it('pages through a search', async () => {
    const body = (await list(admin.headers, { search: 'ar', pageSize: 3, page: 2 })).json();
    // 'ar' is in Álvaro, Carlos, Karla, Óscar, Sara and Lara.
    expect(body).toMatchObject({ total: 6, totalIsExact: true, page: 2, pageSize: 3 });
    expect(body.employees.map((employee: { fullName: string }) => employee.fullName)).toEqual(['Óscar León', 'Sara Nava', 'Tomás Lara']);
  });

  it.each([
    ['pageSize', '101', 'El tamaño de página debe estar entre 1 y 100'],
    ['pageSize', '0', 'El tamaño de página debe estar entre 1 y 100'],
    ['pageSize', 'diez', 'El tamaño de página debe estar entre 1 y 100'],
    ['pageSize', '2.5', 'El tamaño de página debe estar entre 1 y 100'],
    ['page', '0', 'La página debe ser un número mayor que 0'],
    ['page', '-1', 'La página debe ser un número mayor que 0'],
    ['page', 'abc', 'La página debe ser un número mayor que 0'],
    ['page', '1.5', 'La página debe ser un número mayor que 0'],
  ])('answers 400 for %s=%s', async (field, value, message) => {
    const response = await list(admin.headers, { [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: invalidInput, errors: [{ field, message }] });
  });

  it('answers the page-size message in English when asked', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/enterprise/employees?pageSize=101', headers: { ...admin.headers, 'accept-language': 'en' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'pageSize', message: 'The page size must be between 1 and 100' }]);
  });
});

describe('GET /api/enterprise/employees: beyond 10,000 matches', () => {
  it('flags the total as a lower bound, and a page read past the cap raises it', async () => {
    const { headers, user } = await signUpAndLogIn(app, { representativeName: 'Zacarías Grande' });
    await insertEmployeesDirectly(app, user.enterpriseId, 10_001, { prefix: 'Masivo' });
    const first = (await list(headers)).json();
    expect(first).toMatchObject({ total: 10_000, totalIsExact: false, page: 1, pageSize: 10 });
    expect(first.employees[0].fullName).toBe('Masivo 00001');
    // 10,002 live employees (the administrator too): the page at offset 10,000 holds the last two.
    const past = (await list(headers, { page: 101, pageSize: 100 })).json();
    expect(past.employees.map((employee: { fullName: string }) => employee.fullName)).toEqual(['Masivo 10001', 'Zacarías Grande']);
    expect(past).toMatchObject({ total: 10_002, totalIsExact: false });
    // A narrow search is counted exactly.
    const narrow = (await list(headers, { search: 'masivo 0999' })).json();
    expect(narrow).toMatchObject({ total: 10, totalIsExact: true });
  });
});
