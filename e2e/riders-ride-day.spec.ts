import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { apiToken, expect, joinedPersonThroughApi, logInThroughApi, signUpThroughApi, test, type Company } from './fixtures';
import { phone } from './riders-support';
import { confirmedBookingThroughApi, offerThroughApi } from './trips-support';

// The day of a ride in the riders' app, on two phones: the driver records the pickup and the drop
// with the phone's position, the passenger records hers offline and without it, the app keeps them on
// her phone and sends them when the connection is back; the driver says the ride is done, the
// passenger confirms it, and the administrator reads the validated trip with its proof class.

type Point = { latitude: number; longitude: number; label: string };
// Colonia del Valle to the office on Reforma (Mexico City): about 4.5 km.
const home: Point = { latitude: 19.3867, longitude: -99.1644, label: 'Colonia del Valle' };
const office: Point = { latitude: 19.427, longitude: -99.1677, label: 'Oficina Reforma' };

const localDay = (instant: Date) => instant.toLocaleDateString('en-CA', { timeZone: 'America/Mexico_City' });

/** A few minutes ago, to the minute: a ride of today that has just left (a minute ahead in the first minutes of the day). */
function justLeft(): string {
  const now = new Date();
  const at = new Date(now.getTime() - 5 * 60_000);
  const departure = localDay(at) === localDay(now) ? at : new Date(now.getTime() + 60_000);
  departure.setUTCSeconds(0, 0);
  return departure.toISOString();
}

/** The driver's offer, the passenger's request, her booking and his confirmation, through the API. */
async function confirmedRide(request: APIRequestContext, driver: Record<string, string>, passenger: Record<string, string>, departureAt: string) {
  const journey = { origin: home, destination: office, departureAt };
  await confirmedBookingThroughApi(request, driver, passenger, await offerThroughApi(request, driver, journey), journey);
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function openRides(context: BrowserContext, account: Pick<Company, 'email' | 'password'>) {
  const page = await context.newPage();
  await logInThroughApi(page, account);
  await page.goto('/app/rides');
  await expect(page.getByRole('heading', { name: 'Mis viajes', level: 1 })).toBeVisible();
  return page;
}

test('two phones record the ride’s steps, one of them offline, and the ride ends validated in the administrator’s trips', async ({ browser, request }) => {
  // The administrator drives; Paola rides.
  const company = await signUpThroughApi(request);
  const admin = { authorization: `Bearer ${await apiToken(request, company)}` };
  const paola = await joinedPersonThroughApi(request, admin, 'Paola', 'Luna');
  await confirmedRide(request, admin, paola.headers, justLeft());

  const driverPhone = await browser.newContext({ ...phone, geolocation: { latitude: home.latitude, longitude: home.longitude }, permissions: ['geolocation'] });
  const passengerPhone = await browser.newContext(phone);
  try {
    // The driver, online and sharing his position, records the pickup at her home and the drop at the office.
    const driver = await openRides(driverPhone, company);
    const driverDay = driver.getByRole('group', { name: 'El viaje de hoy' });
    await expect(driverDay.getByText('Con tu ubicación y la de Paola, este viaje será clase C')).toBeVisible();
    // A ride under way is not judged yet.
    await expect(driver.getByText(/^No cuenta/)).toHaveCount(0);
    await driverDay.getByRole('button', { name: 'Recogí a Paola' }).click();
    await expect(driverDay.getByText('Recogida registrada', { exact: true })).toBeVisible();
    await driverPhone.setGeolocation({ latitude: office.latitude, longitude: office.longitude });
    await driverDay.getByRole('button', { name: 'Llegamos' }).click();
    await expect(driverDay.getByText('Llegada registrada', { exact: true })).toBeVisible();
    await expect(driverDay.getByText('Guardado en tu teléfono', { exact: false })).toHaveCount(0);
    await expectNoSeriousViolations(driver);

    // Paola has no connection and shares no position: her steps wait on her phone.
    const passenger = await openRides(passengerPhone, paola);
    const passengerDay = passenger.getByRole('group', { name: 'El viaje de hoy' });
    await expect(passengerDay.getByText('Con tu ubicación y la de tu conductor, este viaje será clase C')).toBeVisible();
    await passengerPhone.setOffline(true);
    await passengerDay.getByRole('button', { name: 'Me recogieron' }).click();
    await expect(passengerDay.getByText('Guardado en tu teléfono; se enviará al volver la conexión')).toBeVisible();
    await expect(passengerDay.getByRole('button', { name: 'Me recogieron' })).toBeDisabled();
    await passengerDay.getByRole('button', { name: 'Llegamos' }).click();
    await expect(passengerDay.getByRole('button', { name: 'Llegamos' })).toBeDisabled();
    // What her phone keeps already counts in what the ride will be: her steps without a place.
    await expect(passengerDay.getByText('Con la ubicación de tu conductor, este viaje será clase B')).toBeVisible();
    expect(await passenger.evaluate(() => JSON.parse(localStorage.getItem('rumbo:kept-proofs') ?? '[]').length)).toBe(2);
    await expectNoSeriousViolations(passenger);
    await passengerPhone.setOffline(false);
    await expect(passengerDay.getByText('Recogida registrada (sin ubicación)')).toBeVisible();
    await expect(passengerDay.getByText('Llegada registrada (sin ubicación)')).toBeVisible();
    await expect(passengerDay.getByText('Guardado en tu teléfono; se enviará al volver la conexión')).toHaveCount(0);
    await expect(passengerDay.getByText('Con la ubicación de tu conductor, este viaje será clase B')).toBeVisible();
    expect(await passenger.evaluate(() => localStorage.getItem('rumbo:kept-proofs'))).toBeNull();
    expect(await passenger.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // The driver says the ride is done, with the km his car drove; Paola confirms it, and her card says it counts, with its class.
    await driver.reload();
    await driverDay.getByRole('textbox', { name: /Km que manejaste/ }).fill('6,2');
    await driverDay.getByRole('button', { name: 'Terminamos el viaje' }).click();
    await expect(driverDay.getByText('Falta que Paola confirme la llegada')).toBeVisible();
    await passenger.reload();
    await passengerDay.getByRole('button', { name: 'Confirmo que llegamos' }).click();
    const card = passenger.getByRole('article').filter({ hasText: 'Te lleva' });
    await expect(card.getByText('Realizado y confirmado')).toBeVisible();
    await expect(card.getByText('Cuenta en el reporte (clase B)')).toBeVisible();
    await expect(passengerDay).toHaveCount(0);

    // The administrator reads the trip, done, its leg validated, class B.
    await driver.setViewportSize({ width: 1280, height: 800 });
    await driver.goto('/home/trips');
    const rows = driver.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('Realizado');
    await expect(rows.nth(1)).toContainText('Clase B');
    await rows.nth(1).getByRole('button', { name: /^Ver el viaje del / }).click();
    const leg = driver.getByRole('dialog').getByRole('region', { name: 'Trayecto de Paola Luna' });
    await expect(leg).toContainText('Validada');
    await expect(leg).toContainText('Cuenta en las cifras de tus reportes.');
    // The km he said, not the longest leg's straight line (4.5 km).
    await expect(driver.getByRole('dialog')).toContainText(/6[.,]2 km/);
  } finally {
    await driverPhone.close();
    await passengerPhone.close();
  }
});
