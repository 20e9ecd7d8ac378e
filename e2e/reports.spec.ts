import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { saveBillingInformationThroughApi, subscribeThroughApi } from './billing-support';
import { apiToken, expect, joinedPersonThroughApi, logInThroughApi, signUpThroughApi, test } from './fixtures';
import { confirmedBookingThroughApi, moveBookingThroughApi, offerThroughApi } from './trips-support';

type Headers = { authorization: string };
const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });

// Points on one meridian in Mexico City, 10 km apart (a degree of latitude is 111.195 km on the service's sphere).
const home = { latitude: 19.3, longitude: -99.16, label: 'Casa' };
const office = { ...home, latitude: home.latitude + 10 / 111.19508, label: 'Oficina' };

/** A person who joins through the company's link and is approved; answers their bearer headers. */
/** A passenger's ride on the driver's offer: requested, booked, confirmed, completed by the driver and validated by the passenger. */
async function validatedRide(request: APIRequestContext, driver: Headers, passenger: Headers, offerId: string, departureAt: string, vehicleKm: number) {
  const bookingId = await confirmedBookingThroughApi(request, driver, passenger, offerId, { origin: home, destination: office, departureAt });
  expect((await moveBookingThroughApi(request, bookingId, driver, { status: 'COMPLETED_PENDING_VALIDATION', vehicleKm })).status()).toBe(200);
  const validated = await moveBookingThroughApi(request, bookingId, passenger, { status: 'VALIDATED' });
  expect(validated.status(), await validated.text()).toBe(200);
  expect(((await validated.json()) as { data: { leg: { countsInFigures: boolean } } }).data.leg.countsInFigures).toBe(true);
}

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('an administrator reads this month’s figures and the factor in Spanish, switches period, and sees them on /home', async ({ page, request }) => {
  test.setTimeout(120_000);
  // A subscribed company of four people: the administrator drives Ana and Beto 10 km to the office; Carla does not ride.
  const company = await signUpThroughApi(request, { verified: true });
  const token = await apiToken(request, company);
  await saveBillingInformationThroughApi(request, token);
  await subscribeThroughApi(request, token);
  const admin = bearer(token);
  const [ana, beto] = [(await joinedPersonThroughApi(request, admin, 'Ana')).headers, (await joinedPersonThroughApi(request, admin, 'Beto')).headers];
  await joinedPersonThroughApi(request, admin, 'Carla');
  // A ride that left a minute ago: today, this month, in the company's zone (Mexico City).
  const departureAt = new Date(Date.now() - 60_000).toISOString();
  const offerId = await offerThroughApi(request, admin, { origin: home, destination: office, departureAt });
  await validatedRide(request, admin, ana, offerId, departureAt, 10.3);
  await validatedRide(request, admin, beto, offerId, departureAt, 10.3);

  await page.setViewportSize({ width: 1280, height: 900 });
  await logInThroughApi(page, company);
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Hola, Lucía' })).toBeVisible();

  // The statistics box: this month's figures beside the people, and the way to the reports.
  // Avoided: the driver's 10 km + Ana's 10 + Beto's 10 − 10.3 driven = 19.7 vehicle-km × 0.169 (Mexico's factor) = 3.3 kg.
  const month = page.getByRole('region', { name: 'Viajes compartidos este mes' });
  await expect(month).toContainText('Viajes1');
  await expect(month).toContainText('Participación75.0%');
  await expect(month).toContainText('CO₂ evitado3.3 kg CO₂e');
  await page.screenshot({ path: test.info().outputPath('home-1280.png'), fullPage: true });
  await month.getByRole('link', { name: 'Ver reportes' }).click();

  await expect(page).toHaveURL(/\/home\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reportes' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Reportes' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('radio', { name: 'Este mes' })).toBeChecked();
  const figures = page.getByRole('region', { name: 'Cifras del periodo' });
  // A share rounded once from its counts, with one decimal, as the PDF and the CSV print it.
  await expect(figures).toContainText('Participación75.0%3 de 4 personas activas');
  // One car is one trip; its two passengers' seats are two trayectos.
  await expect(figures).toContainText('Viajes1');
  await expect(figures).toContainText('Trayectos de pasajeros2');
  await expect(figures).toContainText('Asientos ocupados2de 3 ofrecidos');
  await expect(figures).toContainText('Ocupación promedio3personas por viaje');
  await expect(figures).toContainText('Kilómetros compartidos20km');
  await expect(figures).toContainText('Kilómetros de auto evitados19.7km');
  // Commute emissions: 10.3 km driven × 0.169, shared by the car's three occupants, all the company's = 1.7 kg, shown apart.
  const emissions = page.getByRole('region', { name: 'Emisiones' });
  await expect(emissions).toContainText('CO₂ evitado3.3kg CO₂e');
  await expect(emissions).toContainText('Emisiones de los traslados1.7kg CO₂e');
  await expect(emissions).toContainText('nunca se restan de las emisiones de los traslados');
  const factor = page.getByRole('region', { name: 'Factor de emisión' });
  await expect(factor).toContainText('0.169 kg CO₂e por km de auto');
  await expect(factor).toContainText('México (MX)');
  await expect(factor).toContainText('Año2021');
  await expect(factor).toContainText('2.22 kg de CO2 por litro de gasolina');
  await expect(factor).toContainText('Es una cota inferior');
  await expect(factor).toContainText('Tu empresa no tiene un país con factor propio, así que usamos el de México.');
  await expect(page.getByRole('region', { name: 'Día por día' })).toContainText('Viajes en el periodo: 1;');
  await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'false');
  await expectNoViolations(page);
  await page.screenshot({ path: test.info().outputPath('reports-1280.png'), fullPage: true });

  // Last month had no rides.
  // The chips' radios are drawn by their labels: a person clicks the label.
  await page.getByText('Mes pasado', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Mes pasado' })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Sin viajes en este periodo' })).toBeVisible();
  await page.getByText('Este mes', { exact: true }).click();
  await expect(figures).toContainText('Viajes1');

  // "Personalizado" starts at the period shown; dates typed but not applied show no figures under them.
  await page.getByText('Personalizado', { exact: true }).click();
  await expect(page.getByLabel('Desde')).not.toHaveValue('');
  await expect(figures).toContainText('Viajes1');
  await page.getByLabel('Desde').fill('2026-01-01');
  await page.getByLabel('Hasta').fill('2026-01-31');
  await expect(page.getByText('Pulsa «Ver periodo» para ver las cifras de las fechas elegidas.')).toBeVisible();
  await expect(figures).toBeHidden();
  await page.getByRole('button', { name: 'Ver periodo' }).click();
  await expect(page.getByText('Del 01/01/2026 al 31/01/2026 (America/Mexico_City)')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sin viajes en este periodo' })).toBeVisible();
  await page.getByText('Este mes', { exact: true }).click();
  await expect(figures).toContainText('Viajes1');

  // At 375 px the cards stack and nothing overflows the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('region', { name: 'Factor de emisión' })).toBeVisible();
  // The charts take the new width when their resize observers next run: measured once they have.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoViolations(page);
  await page.screenshot({ path: test.info().outputPath('reports-375.png'), fullPage: true });
  await page.goto('/home');
  await expect(page.getByRole('region', { name: 'Viajes compartidos este mes' })).toContainText('CO₂ evitado3.3 kg CO₂e');
  await page.screenshot({ path: test.info().outputPath('home-375.png'), fullPage: true });
});
