import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { readPdf } from '@rumbo/test-support/pdf';
import { apiToken, expect, logInThroughApi, test } from './fixtures';

// The demo company the service's start seeds for the end-to-end run (`npm run seed:demo`, see
// playwright.config.ts): three months of commutes, and the reports of the half-months already over,
// issued as the hourly job issues them.
const demoAdmin = { email: 'admin@demo.rumbo.mx', password: 'rumbo-demo-2026' };

/** A figure's number as the page shows it in Spanish (1,234.5), as a number. */
const numberIn = (text: string) => Number(text.replace(/[^\d.]/g, ''));

async function openDemoReports(page: Page, request: APIRequestContext) {
  // The demo's administrator starts with the guided tour pending; here it would cover the page.
  const token = await apiToken(request, demoAdmin);
  const tourOff = await request.patch('/api/user/configure', { data: { showTutorial: false }, headers: { authorization: `Bearer ${token}` } });
  expect(tourOff.status()).toBe(200);
  await logInThroughApi(page, demoAdmin);
  await page.goto('/home/reports');
}

async function savedText(download: Download): Promise<Buffer> {
  return readFile((await download.path())!);
}

test('the demo company’s issued report: its figures on the page, the same in its PDF and its CSV', async ({ page, request }) => {
  await openDemoReports(page, request);
  // This month so far: live figures from the demo's trips.
  const figure = (label: string) => page.locator('dl').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd').first();
  await expect(figure('Viajes')).not.toHaveText('0');

  const issued = page.getByRole('region', { name: 'Reportes emitidos' });
  const latest = issued.getByRole('listitem').first();
  await expect(latest).toContainText('Quincenal');
  await latest.getByRole('button', { name: /^Ver las cifras del reporte/ }).click();
  await expect(page.getByRole('heading', { name: /^Reporte emitido Quincenal: del/ })).toBeVisible();
  const hash = (await page.locator('code').first().textContent())!.trim();
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
  const trips = numberIn((await figure('Viajes').textContent())!);
  const co2Avoided = numberIn((await figure('CO₂ evitado').textContent())!);
  expect(trips).toBeGreaterThan(0);
  expect(co2Avoided).toBeGreaterThan(0);

  // The PDF says the same, as a person reads it.
  const [pdfDownload] = await Promise.all([page.waitForEvent('download'), latest.getByRole('button', { name: /^Descargar en PDF/ }).click()]);
  expect(pdfDownload.suggestedFilename()).toMatch(/^reporte-rumbo-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdf = await readPdf(await savedText(pdfDownload));
  const pdfText = pdf.text.replace(/\s+/g, ' ');
  expect(pdfText).toContain('Transportes Demo del Valle');
  expect(pdfText).toContain(hash);
  expect(pdfText.replace(/,/g, '')).toContain(String(trips));
  // Written as the page writes it (at most one decimal: 923 when whole, 923.4 otherwise).
  expect(pdfText.replace(/,/g, '')).toContain(`CO2 evitado ${co2Avoided} kg`);

  // The CSV's totals are the page's, and its days add up to them.
  const [csvDownload] = await Promise.all([page.waitForEvent('download'), latest.getByRole('button', { name: /^Descargar en CSV/ }).click()]);
  const csv = (await savedText(csvDownload)).toString('utf8').replace(/^\uFEFF/, '');
  const rows = csv.split('\r\n').map((row) => row.split(','));
  const valueOf = (key: string) => Number(rows.find((row) => row[0] === key)?.[2]);
  expect(valueOf('trips')).toBe(trips);
  expect(valueOf('co2AvoidedKg')).toBe(co2Avoided);
  const days = rows.filter((row) => /^\d{4}-\d{2}-\d{2}$/.test(row[0] ?? ''));
  expect(days.length).toBeGreaterThanOrEqual(13);
  expect(days.reduce((sum, row) => sum + Number(row[1]), 0)).toBe(trips);
  expect(rows.find((row) => row[0] === 'contentHash')?.[2]).toBe(hash);
});
