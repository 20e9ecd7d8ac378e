import { crc32 } from 'node:zlib';
import { parse as parseContentDisposition } from 'content-disposition';
import { eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxUploadBytes } from '@rumbo/contract';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { signUpAndLogIn } from '../../testing/factories.js';
import { employeesTable } from '../employees/employees.table.js';
import { storedFilesTable, taxDocumentsTable } from './documents.table.js';

const fiveMegabytes = 5 * 1024 * 1024;
let app: TestApp;
let realPdf: Buffer;

beforeAll(async () => {
  app = await buildTestApp({ runJobs: false });
  realPdf = await makePdf('Constancia de situación fiscal');
});

afterAll(async () => {
  await app.close();
});

function makePdf(text: string): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.text(text);
    doc.end();
  });
}

/** A real PDF padded after its end to exactly `size` bytes. */
function pdfOfSize(size: number): Buffer {
  return Buffer.concat([realPdf, Buffer.alloc(size - realPdf.length, '\n')]);
}

async function multipart(bytes: Buffer, filename: string, contentType: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: contentType }), filename);
  const request = new Request('http://rumbo.test', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

async function upload(headers: Record<string, string>, enterpriseId: string, what: 'cif' | 'logo', bytes: Buffer, filename: string, contentType = 'application/pdf') {
  const body = await multipart(bytes, filename, contentType);
  return app.inject({
    method: 'POST',
    url: `/api/enterprise/${enterpriseId}/${what}`,
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

async function storedFileCount(enterpriseId: string): Promise<number> {
  return (await app.db.select({ key: storedFilesTable.key }).from(storedFilesTable).where(eq(storedFilesTable.enterpriseId, enterpriseId))).length;
}

describe('the tax document', () => {
  it('takes a real PDF and gives the same bytes back as an attachment', async () => {
    const { headers, user } = await signUpAndLogIn(app);
    const response = await upload(headers, user.enterpriseId, 'cif', realPdf, 'constancia_fiscal 2024.pdf');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: 'Documento subido exitosamente', data: { name: 'constancia-fiscal-2024.pdf', size: realPdf.length } });
    expect(body.data.taxId).toMatch(/^cif_[0-9a-f-]{36}_constancia-fiscal-2024\.pdf$/);
    expect(body.data.taxId.split('_').at(-1)).toBe(body.data.name);

    const download = await app.inject({ method: 'GET', url: `/api/enterprise/${user.enterpriseId}/cif`, headers });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('attachment; filename=constancia-fiscal-2024.pdf');
    // A browser saves it, under the name the upload answered.
    expect(parseContentDisposition(download.headers['content-disposition'] as string)).toMatchObject({ type: 'attachment', parameters: { filename: body.data.name } });
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(realPdf)).toBe(true);
  });

  it('replaces the previous document, keeping one file', async () => {
    const { headers, user } = await signUpAndLogIn(app);
    await upload(headers, user.enterpriseId, 'cif', realPdf, 'primero.pdf');
    const second = await makePdf('segundo');
    expect((await upload(headers, user.enterpriseId, 'cif', second, 'segundo.pdf')).statusCode).toBe(200);
    const download = await app.inject({ method: 'GET', url: `/api/enterprise/${user.enterpriseId}/cif`, headers });
    expect(download.rawPayload.equals(second)).toBe(true);
    expect(await storedFileCount(user.enterpriseId)).toBe(1);
  });

  it('refuses, by its content, a file that is not a PDF (415)', async () => {
    const { headers, user } = await signUpAndLogIn(app);
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).png().toBuffer();
    const renamed = await upload(headers, user.enterpriseId, 'cif', png, 'factura.pdf');
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json()).toEqual({ success: false, message: 'Por favor, sube un archivo PDF' });
    const html = await upload(headers, user.enterpriseId, 'cif', Buffer.from('<html><script>alert(1)</script></html>'), 'page.pdf', 'application/pdf');
    expect(html.statusCode).toBe(415);
    expect(html.json().message).toBe('Por favor, sube un archivo PDF');
    expect(await storedFileCount(user.enterpriseId)).toBe(0);
  });

  it('takes exactly 5 MB and refuses one byte more (413), storing nothing', async () => {
    const { headers, user } = await signUpAndLogIn(app);
    const tooLarge = await upload(headers, user.enterpriseId, 'cif', pdfOfSize(fiveMegabytes + 1), 'grande.pdf');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ success: false, message: 'El archivo pesa más de 5 MB' });
    expect(await storedFileCount(user.enterpriseId)).toBe(0);
    expect(await app.db.select().from(taxDocumentsTable).where(eq(taxDocumentsTable.enterpriseId, user.enterpriseId))).toEqual([]);

    const exact = await upload(headers, user.enterpriseId, 'cif', pdfOfSize(fiveMegabytes), 'exacto.pdf');
    expect(exact.statusCode).toBe(200);
    expect(exact.json().data.size).toBe(fiveMegabytes);
  });

  it('keeps only a safe base name (no path)', async () => {
    const { headers, user } = await signUpAndLogIn(app);
    const response = await upload(headers, user.enterpriseId, 'cif', realPdf, '../../etc/passwd.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.name).toBe('passwd.pdf');
    const download = await app.inject({ method: 'GET', url: `/api/enterprise/${user.enterpriseId}/cif`, headers });
    expect(download.headers['content-disposition']).toBe('attachment; filename=passwd.pdf');
  });

  it('answers 404 for another company’s document, and for none', async () => {
    const owner = await signUpAndLogIn(app);
    const stranger = await signUpAndLogIn(app);
    expect((await app.inject({ method: 'GET', url: `/api/enterprise/${owner.user.enterpriseId}/cif`, headers: owner.headers })).statusCode).toBe(404);
    await upload(owner.headers, owner.user.enterpriseId, 'cif', realPdf, 'propio.pdf');
    const upload404 = await upload(stranger.headers, owner.user.enterpriseId, 'cif', realPdf, 'ajeno.pdf');
    expect(upload404.statusCode).toBe(404);
    const download404 = await app.inject({ method: 'GET', url: `/api/enterprise/${owner.user.enterpriseId}/cif`, headers: stranger.headers });
    expect(download404.statusCode).toBe(404);
    expect(download404.json()).toEqual({ success: false, message: 'No encontrado' });
  });

  it('answers 403 to someone who is not an administrator, 400 without a file', async () => {
    const { headers, user } = await signUpAndLogIn(app);
    const noFile = await app.inject({ method: 'POST', url: `/api/enterprise/${user.enterpriseId}/cif`, headers, payload: {} });
    expect(noFile.statusCode).toBe(400);
    await app.db.update(employeesTable).set({ isAdmin: false }).where(eq(employeesTable.id, user.idEmployee));
    const response = await upload(headers, user.enterpriseId, 'cif', realPdf, 'cif.pdf');
    expect(response.statusCode).toBe(403);
    expect(await storedFileCount(user.enterpriseId)).toBe(0);
  });

  it('is read by administrators only: a plain employee gets 403, as for the company profile', async () => {
    const { headers, user } = await signUpAndLogIn(app);
    expect((await upload(headers, user.enterpriseId, 'cif', realPdf, 'constancia.pdf')).statusCode).toBe(200);
    await app.db.update(employeesTable).set({ isAdmin: false }).where(eq(employeesTable.id, user.idEmployee));
    const download = await app.inject({ method: 'GET', url: `/api/enterprise/${user.enterpriseId}/cif`, headers: { ...headers, 'accept-language': 'en' } });
    expect(download.statusCode).toBe(403);
    expect(download.json()).toEqual({ success: false, message: 'You are not allowed to do this' });
    expect((await app.inject({ method: 'GET', url: '/api/enterprise/profile', headers })).statusCode).toBe(403);
  });
});

describe('the company logo', () => {
  it('stores a PNG as a 256×256 square, shows its URL in the company summary, and removes it', async () => {
    const { headers, user } = await signUpAndLogIn(app);
    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#2a6' } }).png().toBuffer();
    const response = await upload(headers, user.enterpriseId, 'logo', png, 'logo.png', 'image/png');
    expect(response.statusCode).toBe(200);
    const { logoUrl } = response.json().data;
    expect(logoUrl).toMatch(new RegExp(`^/api/enterprise/${user.enterpriseId}/logo\\?v=\\d+$`));

    const summary = (await app.inject({ method: 'GET', url: '/api/enterprise', headers })).json().data.current;
    expect(summary.logoUrl).toBe(logoUrl);
    const logo = await app.inject({ method: 'GET', url: logoUrl, headers });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(logo.rawPayload).metadata();
    expect({ width: metadata.width, height: metadata.height, format: metadata.format }).toEqual({ width: 256, height: 256, format: 'webp' });

    const removed = await app.inject({ method: 'DELETE', url: `/api/enterprise/${user.enterpriseId}/logo`, headers });
    expect(removed.json()).toEqual({ success: true, message: 'Foto eliminada', data: { logoUrl: null } });
    expect((await app.inject({ method: 'GET', url: `/api/enterprise/${user.enterpriseId}/logo`, headers })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/enterprise', headers })).json().data.current.logoUrl).toBeNull();
  });

  it('refuses a text file (415) and another company’s logo (404)', async () => {
    const { headers, user } = await signUpAndLogIn(app);
    const text = await upload(headers, user.enterpriseId, 'logo', Buffer.from('no soy una imagen'), 'logo.png', 'image/png');
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('Sube una imagen PNG, JPEG o WebP');
    const stranger = await signUpAndLogIn(app);
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).png().toBuffer();
    expect((await upload(stranger.headers, user.enterpriseId, 'logo', png, 'logo.png', 'image/png')).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `/api/enterprise/${user.enterpriseId}/logo`, headers: stranger.headers })).statusCode).toBe(404);
  });
});

/** The PNG with its header (IHDR) rewritten to claim this size, its checksum made right again. */
function pngClaiming(width: number, height: number, png: Buffer): Buffer {
  const bytes = Buffer.from(png);
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

describe('a logo of any shape or size', () => {
  it('fits a wide wordmark whole into the square, on a transparent background, instead of cropping it', async () => {
    const { headers, user } = await signUpAndLogIn(app);
    const wordmark = await sharp({ create: { width: 800, height: 200, channels: 3, background: '#c00' } }).png().toBuffer();
    const response = await upload(headers, user.enterpriseId, 'logo', wordmark, 'marca.png', 'image/png');
    expect(response.statusCode).toBe(200);
    const logo = await app.inject({ method: 'GET', url: response.json().data.logoUrl, headers });
    const { data, info } = await sharp(logo.rawPayload).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect({ width: info.width, height: info.height }).toEqual({ width: 256, height: 256 });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4)];
    const isRed = ([red, green, blue, alpha]: number[]) => red! > 180 && green! < 60 && blue! < 60 && alpha! > 240;
    // Its ends are kept: the first and last columns are the mark's, at mid-height.
    expect(isRed(pixel(1, 128))).toBe(true);
    expect(isRed(pixel(254, 128))).toBe(true);
    // Above and below it, the square is transparent.
    expect(pixel(128, 5)[3]).toBe(0);
    expect(pixel(128, 250)[3]).toBe(0);
  });

  it('answers an image too large in pixels with its limit, in the request’s language', async () => {
    const { headers, user } = await signUpAndLogIn(app);
    // A file of a few bytes whose header says 20000 × 20000 pixels, as a decompression bomb's does.
    const bomb = pngClaiming(20_000, 20_000, await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } }).png().toBuffer());
    const refused = await upload(headers, user.enterpriseId, 'logo', bomb, 'logo.png', 'image/png');
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe('La imagen es demasiado grande: máximo 6000 × 6000 px');
    const english = await upload({ ...headers, 'accept-language': 'en' }, user.enterpriseId, 'logo', bomb, 'logo.png', 'image/png');
    expect(english.json().message).toBe('The image is too large: at most 6000 × 6000 px');
    const wide = await sharp({ create: { width: 6001, height: 10, channels: 3, background: '#000' } }).png().toBuffer();
    expect((await upload(headers, user.enterpriseId, 'logo', wide, 'logo.png', 'image/png')).statusCode).toBe(413);
    expect((await app.inject({ method: 'GET', url: `/api/enterprise/${user.enterpriseId}/logo`, headers })).statusCode).toBe(404);

    const largest = await sharp({ create: { width: 6000, height: 10, channels: 3, background: '#000' } }).png().toBuffer();
    expect((await upload(headers, user.enterpriseId, 'logo', largest, 'logo.png', 'image/png')).statusCode).toBe(200);
  });
});

describe('a body that is cut short or too large', () => {
  // These send over a real connection: the service's answer while the body is still on its way.
  let address: string | undefined;
  const listening = async () => (address ??= await app.listen({ host: '127.0.0.1', port: 0 }));

  it('answers 400 to a multipart body cut off in the middle of its file, storing nothing', async () => {
    const { headers, user } = await signUpAndLogIn(app);
    const whole = await multipart(realPdf, 'cortado.pdf', 'application/pdf');
    const response = await app.inject({
      method: 'POST',
      url: `/api/enterprise/${user.enterpriseId}/cif`,
      headers: { ...headers, 'content-type': whole.contentType },
      payload: whole.payload.subarray(0, Math.floor(whole.payload.length / 2)),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: expect.any(String) });
    expect(await storedFileCount(user.enterpriseId)).toBe(0);
  });

  it('refuses an upload announced larger than allowed as soon as it starts, without reading the rest', async () => {
    const { headers, user } = await signUpAndLogIn(app);
    const { request } = await import('node:http');
    const url = `${await listening()}/api/enterprise/${user.enterpriseId}/cif`;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const outgoing = request(url, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(50 * 1024 * 1024) },
      });
      outgoing.on('response', (incoming) => {
        let body = '';
        incoming.on('data', (chunk: Buffer) => (body += chunk.toString()));
        incoming.on('end', () => resolve({ status: incoming.statusCode!, body }));
      });
      outgoing.on('error', reject);
      // Only the first 64 KiB of the announced 50 MB are ever sent: the answer must not wait for the rest.
      outgoing.write(Buffer.alloc(64 * 1024, 'a'));
      setTimeout(() => reject(new Error('no answer before the body was sent')), 5_000).unref();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ success: false, message: expect.any(String) });
  });

  it('refuses a file over the limit sent in chunks (no length announced) once the limit is passed, not at the end of the body', async () => {
    const { headers, user } = await signUpAndLogIn(app);
    const { request } = await import('node:http');
    const url = `${await listening()}/api/enterprise/${user.enterpriseId}/cif`;
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const answer = await new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
      let sent = 0;
      let answered = false;
      const outgoing = request(url, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'multipart/form-data; boundary=x', 'transfer-encoding': 'chunked' },
      });
      outgoing.on('response', (incoming) => {
        answered = true;
        let body = '';
        incoming.on('data', (part: Buffer) => (body += part.toString()));
        incoming.on('end', () => resolve({ status: incoming.statusCode!, body, sent }));
      });
      // The service closes the connection after its answer: writes still on their way fail.
      outgoing.on('error', () => undefined);
      outgoing.write('--x\r\nContent-Disposition: form-data; name="file"; filename="grande.pdf"\r\nContent-Type: application/pdf\r\n\r\n');
      // Up to 50 MB, a chunk at a time, until the answer comes.
      const sendMore = () => {
        if (answered) return;
        if (sent >= 50 * 1024 * 1024) return reject(new Error('no answer before 50 MB were sent'));
        sent += chunk.length;
        if (outgoing.write(chunk)) setImmediate(sendMore);
        else outgoing.once('drain', sendMore);
      };
      sendMore();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ success: false, message: expect.any(String) });
    // Answered soon after the file's limit (5 MB) was passed: far from the 50 MB it would have sent.
    expect(answer.sent).toBeLessThan(maxUploadBytes + 4 * 1024 * 1024);
  });
});
