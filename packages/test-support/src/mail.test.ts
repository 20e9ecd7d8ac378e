import { describe, expect, it } from 'vitest';
import { readMail } from './mail.js';

// A mail as nodemailer writes one (LF line ends, as the outbox stores it), with the envelope line the
// end-to-end SMTP server puts first: a subject in encoded words folded over lines, a quoted-printable
// text with a soft line break in the middle of a link and a character, HTML, and a PDF attachment.
const raw = [
  'X-Envelope-To: ana@empresa.mx,bea@empresa.mx',
  'From: Rumbo <no-reply@rumbo.local>',
  'To: =?UTF-8?Q?Ana_L=C3=B3pez?= <ana@empresa.mx>, bea@empresa.mx',
  'Reply-To: carla@empresa.mx',
  'Subject: =?UTF-8?Q?Pago_recibido:_Plan_Pro_de_Log=C3=ADstica?=',
  ' =?UTF-8?B?IFBlw7HDs24=?=',
  'MIME-Version: 1.0',
  'Content-Type: multipart/mixed; boundary="--_NmP-1-Part_1"',
  '',
  '----_NmP-1-Part_1',
  'Content-Type: multipart/alternative;',
  ' boundary="--_NmP-1-Part_2"',
  '',
  '----_NmP-1-Part_2',
  'Content-Type: text/plain; charset=utf-8',
  'Content-Transfer-Encoding: quoted-printable',
  '',
  'Hola, Ana:',
  '> Recibimos tu pago =E2=80=94 gracias.',
  'Consulta tus pagos en http://rumbo.test/home/subscription-payment-history?from=3D2026-=',
  '03 o en http://rumbo.test/home/subscription-payment-history?from=3D2026-03.',
  'Peque=C3=',
  '=B1o detalle.',
  '',
  '----_NmP-1-Part_2',
  'Content-Type: text/html; charset=utf-8',
  'Content-Transfer-Encoding: quoted-printable',
  '',
  '<p>Hola, <a href=3D"http://rumbo.test/html-only">Ana</a></p>',
  '----_NmP-1-Part_2--',
  '',
  '----_NmP-1-Part_1',
  'Content-Type: application/pdf; name=recibo-R-000042.pdf',
  'Content-Transfer-Encoding: base64',
  'Content-Disposition: attachment; filename=recibo-R-000042.pdf',
  '',
  Buffer.from('%PDF-1.7 recibo R-000042').toString('base64'),
  '----_NmP-1-Part_1--',
  '',
].join('\n');

describe('readMail', () => {
  it('decodes the subject, its encoded words joined across the folded line', async () => {
    expect((await readMail(raw)).subject).toBe('Pago recibido: Plan Pro de Logística Peñón');
  });

  it('answers the addresses without their names', async () => {
    const mail = await readMail(Buffer.from(raw));
    expect(mail.to).toEqual(['ana@empresa.mx', 'bea@empresa.mx']);
    expect(mail.replyTo).toEqual(['carla@empresa.mx']);
  });

  it('decodes the text part (soft line breaks, =3D, a character split over two lines) and lists its links once', async () => {
    const mail = await readMail(raw);
    expect(mail.text).toBe(
      'Hola, Ana:\n> Recibimos tu pago — gracias.\n' +
        'Consulta tus pagos en http://rumbo.test/home/subscription-payment-history?from=2026-03 o en http://rumbo.test/home/subscription-payment-history?from=2026-03.\n' +
        'Pequeño detalle.\n',
    );
    expect(mail.links).toEqual(['http://rumbo.test/home/subscription-payment-history?from=2026-03', 'http://rumbo.test/home/subscription-payment-history?from=2026-03.']);
    expect(mail.html).toBe('<p>Hola, <a href="http://rumbo.test/html-only">Ana</a></p>');
  });

  it('gives each attachment with its name, type and bytes', async () => {
    expect((await readMail(raw)).attachments).toEqual([{ filename: 'recibo-R-000042.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.7 recibo R-000042') }]);
  });

  it('keeps every header as written, such as the envelope the SMTP server records', async () => {
    const { headers } = await readMail(raw);
    expect(headers['x-envelope-to']).toBe('ana@empresa.mx,bea@empresa.mx');
    expect(headers['subject']).toBe('=?UTF-8?Q?Pago_recibido:_Plan_Pro_de_Log=C3=ADstica?= =?UTF-8?B?IFBlw7HDs24=?=');
  });

  it('reads a mail with no text part, links or attachments', async () => {
    const mail = await readMail('To: ana@empresa.mx\nSubject: Hola\nContent-Type: text/html; charset=utf-8\n\n<p>Hola</p>\n');
    expect(mail).toMatchObject({ subject: 'Hola', text: '', html: '<p>Hola</p>\n', links: [], attachments: [], replyTo: [] });
  });
});
