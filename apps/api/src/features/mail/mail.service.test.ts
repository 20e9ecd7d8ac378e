import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, waitForMail, type TestApp } from '../../testing/build-test-app.js';
import { queueMail } from './mail.service.js';

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
    const outbox = join(app.dataDir, 'outbox');
    const [file] = await readdir(outbox);
    const raw = await readFile(join(outbox, file!), 'utf8');
    expect(raw).toMatch(/filename=recibo-R-0001\.pdf/);
    expect(raw).toContain(Buffer.from('%PDF-1.7 recibo R-0001').toString('base64'));
  });

  it('keeps only the reference in the queued job, never the file', async () => {
    app.ctx.mail.addAttachmentSource('test-large', async () => ({ filename: 'big.pdf', contentType: 'application/pdf', content: Buffer.alloc(10) }));
    const rows = await app.ctx.db.transaction(async (tx) => {
      await queueMail({ jobs: app.ctx.jobs.within(tx) }, 'otra@empresa.mx', 'en', { kind: 'verify-email', name: 'Bo', link: 'http://rumbo.test/y' }, [
        { source: 'test-large', reference: 'R-0002' },
      ]);
      return (await tx.execute<{ data: unknown }>("select data from pgboss.job where name = 'mail.send' and data->>'to' = 'otra@empresa.mx'")).rows;
    });
    expect(rows).toHaveLength(1);
    expect((rows[0]!.data as { attachments: unknown }).attachments).toEqual([{ source: 'test-large', reference: 'R-0002' }]);
  });
});
