// Requests that race for the same thing through the real endpoints: on PostgreSQL they run at once
// on separate connections, so a check can pass for two of them and the database must catch the
// second (a unique index, or the company lock). Exactly one wins; the others answer the 409 that
// names what collided, never a 500, and nothing is half-written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { holdCompanyLock, waitUntilWaiting } from '../../testing/company-lock.js';
import {
  employeeData,
  freshAddress,
  insertEmployeesDirectly,
  joinCodeOf,
  joinData,
  registerEmployee,
  setEnterprisePlan,
  signUpAndLogIn,
  verifyEmailOf,
  type AuthHeaders,
} from '../../testing/factories.js';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ runJobs: false });
});
afterAll(async () => {
  await app.close();
});

const emailTaken = { success: false, message: 'Ya existe una cuenta con este correo', errors: [{ field: 'email', message: 'Ya existe una cuenta con este correo' }] };
const notInTrash = 'Este empleado no está en la papelera';
const phoneTaken = { success: false, message: 'Ya existe una cuenta con este teléfono', errors: [{ field: 'phone', message: 'Ya existe una cuenta con este teléfono' }] };

type Answer = { statusCode: number; body: string; json: () => unknown };

/** The answers sorted by status, with the bodies of the refused ones. */
function outcome(answers: Answer[]) {
  return {
    statuses: answers.map((answer) => answer.statusCode).sort(),
    refusals: answers.filter((answer) => answer.statusCode >= 400).map((answer) => answer.json()),
  };
}

async function namesOf(headers: AuthHeaders, search: string): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url: `/api/enterprise/employees?search=${encodeURIComponent(search)}&pageSize=100`, headers });
  return (response.json() as { employees: { fullName: string }[] }).employees.map((employee) => employee.fullName);
}

async function companyOnEnterprisePlan() {
  const admin = await signUpAndLogIn(app);
  await setEnterprisePlan(app, admin.user.enterpriseId, 'enterprise');
  return admin;
}

describe('requests racing for one email or phone', () => {
  it('register: of eight registrations with one email, one is saved', async () => {
    const admin = await companyOnEnterprisePlan();
    const email = employeeData().email;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        app.inject({
          method: 'POST',
          url: '/api/employee/register',
          headers: admin.headers,
          payload: { ...employeeData({ firstNames: 'Carrera', lastNames: `Registro ${index}` }), email, sendInvitation: false },
        }),
      ),
    );
    expect(outcome(answers)).toEqual({ statuses: [201, 409, 409, 409, 409, 409, 409, 409], refusals: Array(7).fill(emailTaken) });
    expect(await namesOf(admin.headers, 'carrera registro')).toHaveLength(1);
  });

  it('edit: two people given the same new email and phone at once, one keeps them', async () => {
    const admin = await companyOnEnterprisePlan();
    // A new email mails the new address: only a verified administrator may give one.
    await verifyEmailOf(app, admin.headers);
    const [first, second] = await Promise.all([registerEmployee(app, admin.headers), registerEmployee(app, admin.headers)]);
    const { email, phone } = employeeData();
    const edit = (id: string, payload: object) => app.inject({ method: 'PATCH', url: `/api/employee/${id}`, headers: admin.headers, payload });
    const emails = await Promise.all([edit(first.employeeId, { email }), edit(second.employeeId, { email })]);
    expect(outcome(emails)).toEqual({ statuses: [200, 409], refusals: [emailTaken] });
    const phones = await Promise.all([edit(first.employeeId, { phone }), edit(second.employeeId, { phone })]);
    expect(outcome(phones)).toEqual({ statuses: [200, 409], refusals: [phoneTaken] });
  });

  it('restore: two people in the trash with one email, brought back at once, one returns', async () => {
    const admin = await companyOnEnterprisePlan();
    const email = employeeData().email;
    const trashed: string[] = [];
    for (const lastNames of ['Papelera Uno', 'Papelera Dos']) {
      const person = await registerEmployee(app, admin.headers, { firstNames: 'Regreso', lastNames, email });
      expect((await app.inject({ method: 'PATCH', url: `/api/employee/soft-delete/${person.employeeId}`, headers: admin.headers })).statusCode).toBe(200);
      trashed.push(person.employeeId);
    }
    const answers = await Promise.all(trashed.map((id) => app.inject({ method: 'PATCH', url: `/api/employee/${id}/restore`, headers: admin.headers })));
    expect(outcome(answers)).toEqual({ statuses: [200, 409], refusals: [emailTaken] });
    expect(await namesOf(admin.headers, 'regreso')).toHaveLength(1);
  });

  it.runIf(Boolean(process.env.DATABASE_URL))('restore: one person brought back twice at once returns once; the second finds them out of the trash', async () => {
    const admin = await companyOnEnterprisePlan();
    const person = await registerEmployee(app, admin.headers, { firstNames: 'Regreso', lastNames: 'Doble' });
    expect((await app.inject({ method: 'PATCH', url: `/api/employee/soft-delete/${person.employeeId}`, headers: admin.headers })).statusCode).toBe(200);
    const restore = () => app.inject({ method: 'PATCH', url: `/api/employee/${person.employeeId}/restore`, headers: admin.headers });
    // Both queued behind the company's lock: the second runs once the first has brought the person back.
    const lock = await holdCompanyLock(app, admin.user.enterpriseId);
    const restores = [restore(), restore()];
    await waitUntilWaiting(app, 2);
    await lock.release();
    const answers = await Promise.all(restores);
    expect(outcome(answers)).toEqual({ statuses: [200, 409], refusals: [{ success: false, message: notInTrash }] });
  });

  it('import: two imports sharing a row save that person once, and each import all of its rows or none', async () => {
    const admin = await companyOnEnterprisePlan();
    const shared = employeeData({ firstNames: 'Compartido', lastNames: 'Importación' });
    const rowsOf = (tag: string) => [shared, employeeData({ firstNames: 'Solo', lastNames: `Importación ${tag}` })];
    const answers = await Promise.all(
      ['A', 'B'].map((tag) => app.inject({ method: 'POST', url: '/api/employee/import', headers: admin.headers, payload: { rows: rowsOf(tag), dryRun: false } })),
    );
    // Caught by the unique index, the later import fails whole (409); checked after the earlier one
    // committed, it reports the shared row as taken and saves only its own.
    for (const answer of answers) expect([200, 409], answer.body).toContain(answer.statusCode);
    expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
    for (const answer of answers.filter((answer) => answer.statusCode === 409)) expect(answer.json()).toEqual(emailTaken);
    expect(await namesOf(admin.headers, 'compartido')).toEqual(['Compartido Importación']);
    const saved = answers.filter((answer) => answer.statusCode === 200).reduce((sum, answer) => sum + (answer.json() as { data: { importedCount: number } }).data.importedCount, 0);
    expect(await namesOf(admin.headers, 'importación')).toHaveLength(saved);
  });

  it('join: two sign-ups through the link with one phone, one is saved', async () => {
    const admin = await companyOnEnterprisePlan();
    const code = await joinCodeOf(app, admin.headers);
    const { phone } = joinData();
    const answers = await Promise.all(
      ['Uno', 'Dos'].map((tag) =>
        app.inject({ method: 'POST', url: `/api/join/${code}`, payload: joinData({ firstNames: 'Enlace', lastNames: tag, phone }), remoteAddress: freshAddress() }),
      ),
    );
    expect(outcome(answers)).toEqual({ statuses: [201, 409], refusals: [phoneTaken] });
  });
});

describe('sign-ups racing for the last seat of a plan', () => {
  // On PGlite every transaction already runs alone; only a server shows what the company lock prevents.
  it.runIf(Boolean(process.env.DATABASE_URL))('of ten registrations and ten join sign-ups at once, one takes the seat', async () => {
    const admin = await signUpAndLogIn(app);
    await insertEmployeesDirectly(app, admin.user.enterpriseId, 48); // 49 of the basic plan's 50, the administrator included
    const code = await joinCodeOf(app, admin.headers);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () =>
        app.inject({ method: 'POST', url: '/api/employee/register', headers: admin.headers, payload: { ...employeeData({ firstNames: 'Asiento' }), sendInvitation: false } }),
      ),
      ...Array.from({ length: 10 }, () => app.inject({ method: 'POST', url: `/api/join/${code}`, payload: joinData({ firstNames: 'Asiento' }), remoteAddress: freshAddress() })),
    ]);
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(19);
    const list = await app.inject({ method: 'GET', url: '/api/enterprise/employees', headers: admin.headers });
    expect(list.json().total).toBe(50);
  });

  it.runIf(Boolean(process.env.DATABASE_URL))('of two imports that each fit the last seats alone, one is saved whole and the other refused', async () => {
    const admin = await signUpAndLogIn(app);
    await insertEmployeesDirectly(app, admin.user.enterpriseId, 47); // 48 of 50: room for one import of two
    const answers = await Promise.all(
      ['A', 'B'].map((tag) =>
        app.inject({
          method: 'POST',
          url: '/api/employee/import',
          headers: admin.headers,
          payload: { rows: [1, 2].map((index) => ({ ...employeeData({ firstNames: 'Asiento', lastNames: `${tag}${index}` }), line: index + 1 })), dryRun: false },
        }),
      ),
    );
    expect(outcome(answers)).toEqual({
      statuses: [200, 409],
      refusals: [{ success: false, message: 'Tu Plan Básico permite hasta 50 empleados. Cambia de plan para sumar más.' }],
    });
    const list = await app.inject({ method: 'GET', url: '/api/enterprise/employees', headers: admin.headers });
    expect(list.json().total).toBe(50);
  });
});

describe('an approval racing a suspension and a sign-up for the seat it frees', () => {
  // A pending person holds a seat; suspended, they give it up. An approval that read them pending
  // before a suspension and wrote them active after a sign-up took that seat would end above the plan.
  it.runIf(Boolean(process.env.DATABASE_URL))('approves under the company lock: one suspended first is no longer approved, and the plan never holds more', async () => {
    const admin = await signUpAndLogIn(app);
    await insertEmployeesDirectly(app, admin.user.enterpriseId, 48); // 49 of the basic plan's 50 ...
    const code = await joinCodeOf(app, admin.headers);
    const joined = await app.inject({ method: 'POST', url: `/api/join/${code}`, payload: joinData({ firstNames: 'Pendiente' }), remoteAddress: freshAddress() });
    expect(joined.statusCode).toBe(201); // ... and the 50th, waiting for approval
    const pending = await app.inject({ method: 'GET', url: '/api/enterprise/employees/pending?page=1&pageSize=10', headers: admin.headers });
    const [person] = (pending.json() as { employees: { employeeId: string }[] }).employees;

    const lock = await holdCompanyLock(app, admin.user.enterpriseId);
    const suspended = app.inject({ method: 'PATCH', url: `/api/employee/${person!.employeeId}`, headers: admin.headers, payload: { status: 'suspended' } });
    await waitUntilWaiting(app, 1);
    const approved = app.inject({ method: 'PATCH', url: `/api/employee/${person!.employeeId}/approve`, headers: admin.headers });
    // The approval waits behind the suspension for the company (without the lock it answers at once).
    await waitUntilWaiting(app, 2);
    await lock.release();

    expect((await suspended).statusCode).toBe(200);
    const approval = await approved;
    expect(approval.statusCode).toBe(409);
    expect(approval.json()).toEqual({ success: false, message: 'Este empleado está suspendido: reactívalo desde su ficha' });
    // The seat the suspension gave up is taken, and stays the only one.
    const register = () => app.inject({ method: 'POST', url: '/api/employee/register', headers: admin.headers, payload: { ...employeeData({ firstNames: 'Asiento' }), sendInvitation: false } });
    expect((await register()).statusCode).toBe(201);
    expect((await register()).statusCode).toBe(409);
    const list = await app.inject({ method: 'GET', url: '/api/enterprise/employees?pageSize=100', headers: admin.headers });
    const people = (list.json() as { employees: { employeeId: string; status: string }[] }).employees;
    expect(people.filter((employee) => employee.status !== 'suspended')).toHaveLength(50);
    expect(people.find((employee) => employee.employeeId === person!.employeeId)?.status).toBe('suspended');
  });
});
