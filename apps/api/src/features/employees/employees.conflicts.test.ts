// Writes that lose a race on the unique email or phone index answer the same 409 as the check
// before them would have, naming the field that collided (never a 500).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { registerEmployee, signUpAndLogIn } from '../../testing/factories.js';
import { withContactConflicts } from './employees.service.js';
import { employeesTable } from './employees.table.js';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

/** Writes `changes` straight to the table, as a request that passed its check a moment too early would. */
function lateWrite(id: string, changes: { email?: string; phone?: string }) {
  return withContactConflicts(() => app.db.update(employeesTable).set(changes).where(eq(employeesTable.id, id)));
}

async function conflictOf(write: Promise<unknown>) {
  const error = await write.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  return { status: (error as AppError).statusCode, message: (error as AppError).messageKey };
}

describe('a write that collides on a unique contact', () => {
  it('answers 409 with the phone message when the phone collided', async () => {
    const admin = await signUpAndLogIn(app);
    const first = await registerEmployee(app, admin.headers);
    const second = await registerEmployee(app, admin.headers);
    expect(await conflictOf(lateWrite(second.employeeId, { phone: first.phone! }))).toEqual({ status: 409, message: 'phoneAlreadyRegistered' });
  });

  it('answers 409 with the email message when the email collided', async () => {
    const admin = await signUpAndLogIn(app);
    const first = await registerEmployee(app, admin.headers);
    const second = await registerEmployee(app, admin.headers);
    expect(await conflictOf(lateWrite(second.employeeId, { email: first.email }))).toEqual({ status: 409, message: 'emailAlreadyRegistered' });
  });

  it('lets any other failure through unchanged', async () => {
    const failure = new Error('disk full');
    await expect(withContactConflicts(() => Promise.reject(failure))).rejects.toBe(failure);
  });
});
