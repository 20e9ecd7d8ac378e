// Login limits that hold whatever is typed and however many attempts arrive at once: 5 failures per
// account (per identifier while none matches), 20 per address, every attempt taken before the
// password is hashed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { accountIdOf, freshAddress, logIn, signUpAndLogIn } from '../../testing/factories.js';
import { accountsTable } from './auth.table.js';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ runJobs: false });
});
afterAll(async () => {
  await app.close();
});

const statusesOf = async (attempts: Promise<{ statusCode: number }>[]) => (await Promise.all(attempts)).map((answer) => answer.statusCode);

describe('the per-account limit', () => {
  it('counts the account, not the spelling: once the email is locked, no spelling of the phone gets in', async () => {
    const { company, user } = await signUpAndLogIn(app);
    await app.db.update(accountsTable).set({ phone: '+525520000001', phoneConfirmedAt: new Date() }).where(eq(accountsTable.id, await accountIdOf(app, user.idEmployee)));
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await logIn(app, company.email, 'no-es-la-clave', freshAddress())).statusCode).toBe(401);
    for (const spelling of ['5520000001', '55 2000 0001', '+52 55 2000 0001', '(55) 2000-0001', company.email.toUpperCase()]) {
      expect((await logIn(app, spelling, 'otra-clave', freshAddress())).statusCode, spelling).toBe(429);
      expect((await logIn(app, spelling, company.password, freshAddress())).statusCode, spelling).toBe(429);
    }
  });

  it('counts an unknown phone once, however it is spelled', async () => {
    const spellings = ['5529999999', '55 2999 9999', '+52 55 2999 9999', '(55) 2999-9999', '55-2999-9999'];
    const statuses = [];
    for (const spelling of [...spellings, ...spellings]) statuses.push((await logIn(app, spelling, 'adivinanza', freshAddress())).statusCode);
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(5).fill(429)]);
  });

  it('counts failures only: a right password gives its attempt back', async () => {
    const { company } = await signUpAndLogIn(app);
    const address = freshAddress();
    for (let round = 0; round < 3; round += 1) {
      for (let attempt = 0; attempt < 4; attempt += 1) expect((await logIn(app, company.email, 'no-es-la-clave', address)).statusCode).toBe(401);
      expect((await logIn(app, company.email, company.password, address)).statusCode).toBe(200);
    }
  });
});

describe('a burst of attempts at once', () => {
  it('checks at most 5 of 30 guesses for one account, the right one among them', async () => {
    const { company } = await signUpAndLogIn(app);
    const address = freshAddress();
    const guesses = Array.from({ length: 30 }, (_, index) => (index === 17 ? company.password : `intento-${index}`));
    const statuses = await statusesOf(guesses.map((password) => logIn(app, company.email, password, address)));
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(5);
    expect(statuses.every((status) => [200, 401, 429].includes(status))).toBe(true);
  });

  it('checks at most 20 of 40 unknown users from one address', async () => {
    const address = freshAddress();
    const statuses = await statusesOf(Array.from({ length: 40 }, (_, index) => logIn(app, `nadie-${index}@desconocido.mx`, 'adivinanza', address)));
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });
});
