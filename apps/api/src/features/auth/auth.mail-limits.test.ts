// Work a stranger can ask for is bounded: sign-ups per address, verification and reset mails per
// mailbox, whatever addresses the requests come from.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, readMails, type TestApp } from '../../testing/build-test-app.js';
import { companyData, freshAddress, signUpAndLogIn } from '../../testing/factories.js';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

async function jobsOf(queue: string): Promise<{ state: string }[]> {
  return (await app.ctx.db.execute<{ state: string }>(`select state from pgboss.job where name = '${queue}'`)).rows;
}

async function waitForJobs(queue: string, count: number) {
  for (let wait = 0; wait < 200; wait += 1) {
    const jobs = await jobsOf(queue);
    if (jobs.length >= count && jobs.every((job) => job.state === 'completed')) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${queue}: jobs not done`);
}

describe('sign-ups', () => {
  it('take at most 10 companies from one address in 15 minutes, the 11th before any work', async () => {
    const address = freshAddress();
    const statuses = [];
    for (let n = 0; n < 11; n += 1) {
      statuses.push((await app.inject({ method: 'POST', url: '/api/auth/register', payload: companyData(), remoteAddress: address })).statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
  });
});

describe('verification mails', () => {
  it('reach one mailbox at most 3 times an hour on request', async () => {
    const { headers } = await signUpAndLogIn(app);
    const statuses = [];
    for (let n = 0; n < 4; n += 1) statuses.push((await app.inject({ method: 'POST', url: '/api/auth/verify-email/resend', headers })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('reset mails', () => {
  it('reach one mailbox at most 3 times an hour, however many addresses ask, and each request is answered alike', async () => {
    const { company } = await signUpAndLogIn(app);
    const answers = [];
    for (let n = 0; n < 6; n += 1) answers.push(await app.inject({ method: 'PATCH', url: '/api/forgot-password', payload: { email: company.email }, remoteAddress: freshAddress() }));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
    await waitForJobs('auth.mail-password-reset', 6);
    await waitForJobs('mail.send', 1);
    const resets = (await readMails(app, company.email)).filter((mail) => /contraseña/.test(mail.subject));
    expect(resets).toHaveLength(3);
  });

  it('answer an unknown email exactly as a known one', async () => {
    const known = await signUpAndLogIn(app);
    const ask = (email: string) => app.inject({ method: 'PATCH', url: '/api/forgot-password', payload: { email }, remoteAddress: freshAddress() });
    const [forKnown, forUnknown] = [await ask(known.company.email), await ask('nadie-aqui@desconocido.mx')];
    expect(forUnknown.statusCode).toBe(forKnown.statusCode);
    expect(forUnknown.body).toBe(forKnown.body);
  });
});
