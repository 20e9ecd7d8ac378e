// A receipt never changes once issued: what it prints is kept with it, whatever the company, its
// billing data, its language or the configured issuer become; and the payment mail carries it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type AddressInfo, type Server } from 'node:net';
import sharp from 'sharp';
import { readMail, type ReadMail } from '@rumbo/test-support/mail';
import { pdfText, readPdfStructure } from '@rumbo/test-support/pdf';
import { multipart } from '../../testing/access-matrix-fixture.js';
import { buildTestApp, waitForMail, type TestApp } from '../../testing/build-test-app.js';
import { subscribedCompany } from '../../testing/billing.js';
import { signUpAndLogIn, subscribe, type AuthHeaders } from '../../testing/factories.js';
import { createTestClock } from '../../testing/test-clock.js';

// 12:24 in Mexico City.
const clock = createTestClock(new Date('2026-11-03T18:24:00Z'));
const issuer = { legalName: 'Rumbo Movilidad SAPI de CV', rfc: 'MCR200101AB1', address: 'Av. Reforma 222, Juárez, 06600 Ciudad de México' };
let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ clock, issuer: { ...issuer }, accessTokenTtlSeconds: 3600 });
});
afterAll(async () => {
  await app.close();
});

async function onlyReceipt(headers: AuthHeaders) {
  const history = await app.inject({ method: 'GET', url: '/api/stripe/getPaymentHistory', headers });
  const [payment] = history.json().paymentHistory as { number: string; pdfUrl: string }[];
  const response = await app.inject({ method: 'GET', url: payment!.pdfUrl, headers });
  expect(response.statusCode).toBe(200);
  return { number: payment!.number, pdf: response.rawPayload };
}

describe('a receipt once issued', () => {
  it('prints the issuer, and reads the same after the company, its billing data, its language and the issuer change', async () => {
    const admin = await signUpAndLogIn(app, { companyName: 'Logística Tapatía' });
    const billing = { invoiceName: 'Logística Tapatía SA de CV', rfc: 'LTA850101AB1', fiscalAddress: 'Av. Vallarta 1500, Guadalajara, Jal.', postalCode: '44100' };
    expect((await app.inject({ method: 'PUT', url: '/api/stripe/billing-information', headers: admin.headers, payload: billing })).statusCode).toBe(200);
    await subscribe(app, admin.headers, 'pro');
    const issued = await onlyReceipt(admin.headers);
    const before = await pdfText(issued.pdf);
    for (const printed of [issuer.legalName, `RFC: ${issuer.rfc}`, issuer.address, 'Logística Tapatía SA de CV', 'LTA850101AB1', '03/11/2026 12:24', 'America/Mexico_City', 'Recibo de pago']) {
      expect(before).toContain(printed);
    }

    for (const change of [{ name: 'Otra Empresa' }, { language: 'english' }, { timeZone: 'UTC+01:00' }]) {
      const changed = await app.inject({ method: 'PATCH', url: '/api/enterprise/profile', headers: admin.headers, payload: change });
      expect(changed.statusCode, changed.body).toBe(200);
    }
    const otherBilling = { invoiceName: 'Otra Razón SA', rfc: 'ORA990101AB1', fiscalAddress: 'Calle Falsa 123, Monterrey', postalCode: '64000' };
    expect((await app.inject({ method: 'PUT', url: '/api/stripe/billing-information', headers: admin.headers, payload: otherBilling })).statusCode).toBe(200);
    app.ctx.config.issuer = { legalName: 'Otro Emisor SA', rfc: 'OEM010101AB1', address: 'Otra dirección' };
    try {
      const reread = await app.inject({ method: 'GET', url: `/api/stripe/receipts/${(await paymentIdOf(admin.headers))}`, headers: { ...admin.headers, 'accept-language': 'de' } });
      expect(reread.statusCode).toBe(200);
      expect(await pdfText(reread.rawPayload)).toBe(before);
    } finally {
      app.ctx.config.issuer = { ...issuer };
    }
  });

  it('goes with the payment mail as its PDF, the same the history downloads', async () => {
    const { admin } = await subscribedCompany(app, 'pro');
    const { number, pdf } = await onlyReceipt(admin.headers);
    const mail = await waitForMail(app, admin.company.email, { subject: /^Pago recibido/ });
    expect(mail.attachments).toEqual([{ filename: `recibo-${number}.pdf`, contentType: 'application/pdf', content: expect.any(Buffer) }]);
    expect(await pdfText(mail.attachments[0]!.content)).toBe(await pdfText(pdf));
  });
});

describe('a receipt of a company with a logo', () => {
  it('prints the logo as a figure named for the company', async () => {
    const admin = await signUpAndLogIn(app, { companyName: 'Rutas del Sur' });
    const logo = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#2a6' } }).png().toBuffer();
    const body = await multipart(logo, 'logo.png', 'image/png');
    const uploaded = await app.inject({ method: 'POST', url: `/api/enterprise/${admin.user.enterpriseId}/logo`, headers: { ...admin.headers, ...body.headers }, payload: body.payload });
    expect(uploaded.statusCode).toBe(200);
    await subscribe(app, admin.headers, 'pro');
    const reading = await readPdfStructure((await onlyReceipt(admin.headers)).pdf);
    expect(reading.imageCount).toBe(1);
    expect(reading.structure).toContain('Figure: Logotipo de Rutas del Sur');
  });
});

describe('a receipt of a company whose logo changed after it paid', () => {
  it('prints the logo it had when it paid, also once the logo is replaced or removed', async () => {
    const admin = await signUpAndLogIn(app, { companyName: 'Rutas del Norte' });
    const upload = async (background: string) => {
      const logo = await sharp({ create: { width: 300, height: 300, channels: 3, background } }).png().toBuffer();
      const body = await multipart(logo, 'logo.png', 'image/png');
      const uploaded = await app.inject({ method: 'POST', url: `/api/enterprise/${admin.user.enterpriseId}/logo`, headers: { ...admin.headers, ...body.headers }, payload: body.payload });
      expect(uploaded.statusCode).toBe(200);
    };
    await upload('#2a6');
    await subscribe(app, admin.headers, 'pro');
    const issued = (await onlyReceipt(admin.headers)).pdf;

    await upload('#c33');
    expect(Buffer.compare((await onlyReceipt(admin.headers)).pdf, issued)).toBe(0);
    expect((await app.inject({ method: 'DELETE', url: `/api/enterprise/${admin.user.enterpriseId}/logo`, headers: admin.headers })).statusCode).toBe(200);
    expect(Buffer.compare((await onlyReceipt(admin.headers)).pdf, issued)).toBe(0);
    expect((await readPdfStructure(issued)).structure).toContain('Figure: Logotipo de Rutas del Norte');
  });
});

/** The least SMTP server nodemailer talks to (no STARTTLS offered): it answers each command and keeps each message. */
function startSmtpServer(received: ReadMail[]): Promise<Server> {
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 rumbo.test\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          void readMail(Buffer.from(buffer.slice(0, end), 'latin1')).then((mail) => received.push(mail));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 kept\r\n');
          continue;
        }
        const end = buffer.indexOf('\r\n');
        if (end < 0) return;
        const command = buffer.slice(0, end).toUpperCase();
        buffer = buffer.slice(end + 2);
        if (command.startsWith('DATA')) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (command.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('the payment mail over SMTP', () => {
  it('carries the receipt as it does in the outbox', async () => {
    const received: ReadMail[] = [];
    const server = await startSmtpServer(received);
    const smtpApp = await buildTestApp({ smtpUrl: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}` });
    try {
      const admin = await signUpAndLogIn(smtpApp);
      await subscribe(smtpApp, admin.headers, 'pro');
      const paymentMail = () => received.find((mail) => mail.subject.startsWith('Pago recibido'));
      await expect.poll(paymentMail, { timeout: 15_000 }).toBeDefined();
      const [attachment] = paymentMail()!.attachments;
      expect(attachment).toMatchObject({ filename: expect.stringMatching(/^recibo-R-\d{6}\.pdf$/), contentType: 'application/pdf' });
      expect(await pdfText(attachment!.content)).toContain('Recibo de pago');
    } finally {
      await smtpApp.close();
      server.close();
    }
  });
});

async function paymentIdOf(headers: AuthHeaders): Promise<string> {
  const history = await app.inject({ method: 'GET', url: '/api/stripe/getPaymentHistory', headers });
  return (history.json().paymentHistory as { id: string }[])[0]!.id;
}
