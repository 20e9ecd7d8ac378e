import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, waitForMail, type TestApp } from '../../testing/build-test-app.js';
import { withTransaction } from '../../service-context.js';
import { queueMail } from './mail.service.js';
import { mailOutboxTable } from './mail.table.js';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('mail', () => {
  it('carries attachments named by reference, made when the mail is sent', async () => {
    const made: string[] = [];
    app.ctx.mail.addAttachmentSource('test-receipt', async (reference) => {
      made.push(reference);
      return { filename: `recibo-${reference}.pdf`, contentType: 'application/pdf', content: Buffer.from(`%PDF-1.7 recibo ${reference}`) };
    });
    await queueMail(app.ctx, 'finanzas@empresa.mx', 'es', { kind: 'verify-email', name: 'Ana', link: 'http://rumbo.test/x' }, [
      { source: 'test-receipt', reference: 'R-0001' },
    ]);
    const mail = await waitForMail(app, 'finanzas@empresa.mx');
    expect(mail.subject).toBe('Confirma tu correo en Rumbo');
    expect(made).toEqual(['R-0001']);
    expect(mail.attachments).toEqual([{ filename: 'recibo-R-0001.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.7 recibo R-0001') }]);
  });

  it('keeps only the reference in the queued mail, never the file, and no live link in any job row once sent', async () => {
    app.ctx.mail.addAttachmentSource('test-large', async () => ({ filename: 'big.pdf', contentType: 'application/pdf', content: Buffer.alloc(10) }));
    const link = 'http://rumbo.test/reset-password?token=secreto-de-prueba';
    // Read before the transaction commits, while no worker can have sent it yet.
    const waiting = await withTransaction(app.ctx, async (tx) => {
      await queueMail(tx, 'otra@empresa.mx', 'en', { kind: 'reset-password', name: 'Bo', link }, [{ source: 'test-large', reference: 'R-0002' }]);
      return tx.db.select({ message: mailOutboxTable.message }).from(mailOutboxTable);
    });
    expect(waiting.map((row) => row.message.attachments)).toEqual([[{ source: 'test-large', reference: 'R-0002' }]]);
    const mail = await waitForMail(app, 'otra@empresa.mx');
    expect(mail.links).toEqual([link]);
    const jobRows = await app.ctx.db.execute<{ data: unknown }>("select data from pgboss.job where name = 'mail.send'");
    expect(jobRows.rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(jobRows.rows)).not.toMatch(/token=|secreto/);
    // The row goes just after the file is written: wait for it rather than race it.
    await expect.poll(() => app.ctx.db.select().from(mailOutboxTable), { timeout: 10_000 }).toEqual([]);
  });
});
