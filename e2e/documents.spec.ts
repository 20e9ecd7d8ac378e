import type { APIRequestContext } from '@playwright/test';
import { apiToken, expect, logInThroughApi, signUpThroughApi, test } from './fixtures';

// The smallest PDF readers open: the server checks content, so its bytes must start as a PDF's do.
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
// A 1×1 PNG.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function companyOf(request: APIRequestContext) {
  const company = await signUpThroughApi(request);
  const headers = { authorization: `Bearer ${await apiToken(request, company)}` };
  const enterprise = await request.get('/api/enterprise', { headers });
  const { id } = ((await enterprise.json()) as { data: { current: { id: string } } }).data.current;
  return { company, headers, enterpriseId: id };
}

test('an administrator uploads the tax document and downloads the same bytes; another company cannot', async ({ request }) => {
  const { headers, enterpriseId } = await companyOf(request);
  const uploaded = await request.post(`/api/enterprise/${enterpriseId}/cif`, {
    headers,
    multipart: { file: { name: 'Constancia_fiscal.pdf', mimeType: 'application/pdf', buffer: pdf } },
  });
  expect(uploaded.status()).toBe(200);
  const body = (await uploaded.json()) as { message: string; data: { taxId: string; name: string } };
  expect(body.message).toBe('Documento subido exitosamente');
  expect(body.data.name).toBe('Constancia-fiscal.pdf');
  expect(body.data.taxId.split('_').at(-1)).toBe('Constancia-fiscal.pdf');

  const downloaded = await request.get(`/api/enterprise/${enterpriseId}/cif`, { headers });
  expect(downloaded.status()).toBe(200);
  expect(downloaded.headers()['content-disposition']).toBe('attachment; filename=Constancia-fiscal.pdf');
  expect(Buffer.compare(await downloaded.body(), pdf)).toBe(0);

  const html = await request.post(`/api/enterprise/${enterpriseId}/cif`, {
    headers,
    multipart: { file: { name: 'pagina.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html><body>hola</body></html>') } },
  });
  expect(html.status()).toBe(415);
  expect(((await html.json()) as { message: string }).message).toBe('Por favor, sube un archivo PDF');

  const other = await companyOf(request);
  expect((await request.get(`/api/enterprise/${enterpriseId}/cif`, { headers: other.headers })).status()).toBe(404);
});

test('the company’s logo shows in the header once uploaded', async ({ page, request }) => {
  const { company, headers, enterpriseId } = await companyOf(request);
  const uploaded = await request.post(`/api/enterprise/${enterpriseId}/logo`, {
    headers,
    multipart: { file: { name: 'logo.png', mimeType: 'image/png', buffer: png } },
  });
  expect(uploaded.status()).toBe(200);
  await logInThroughApi(page, company);
  await page.goto('/home');
  const logo = page.getByRole('banner').getByRole('img', { name: company.companyName });
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute('src', /^blob:/);
});
