import type { Page } from '@playwright/test';
import { saveBillingInformationThroughApi, subscribeThroughApi } from './billing-support';
import { apiToken, expect, joinedPersonThroughApi, logInThroughApi, signUpThroughApi, test } from './fixtures';
import { phoneOf, saveCommute } from './riders-support';

// A ride from end to end, as two people and their administrator live it: the driver says her commute
// once, the passenger says hers, finds the driver's ride of this morning and books it, the driver
// confirms it, both record the pickup and the drop (the passenger without a connection, sent when it is
// back), both confirm the ride; then the company's reports count it and its trips show it validated.

const office = { latitude: 19.4271, longitude: -99.1676 };
// Coyoacán, about 9 km from the office: the passenger lives 800 m up the driver's way.
const driverHome = { latitude: '19.3496', longitude: '-99.1617', address: 'Av. Universidad 1000, Coyoacán' };
const passengerHome = { latitude: '19.3568', longitude: '-99.1632', address: 'Av. México 45, Coyoacán' };

/** The wall clock in `zone` `minutes` from now, rounded up to 5 minutes (HH:MM, as a time field takes it). */
function clockIn(zone: string, minutes: number): string {
  const at = new Date(Math.ceil((Date.now() + minutes * 60_000) / 300_000) * 300_000);
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone }).format(at);
}

/**
 * The company's time zone for this run: one where the ride, 40 minutes from now, and the way back at
 * 23:30 both fall on today, whatever the hour the suite runs at. Their daytimes (06:00 to 20:00) cover
 * every hour of the day between them, so the journey never waits for the clock nor skips.
 */
function daytimeZone(): string {
  const zone = ['America/Mexico_City', 'Europe/Madrid', 'Asia/Tokyo'].find((name) => clockIn(name, 40) >= '06:00' && clockIn(name, 40) <= '20:00');
  if (!zone) throw new Error('one of three zones eight hours apart is always in its daytime');
  return zone;
}

async function openRides(page: Page) {
  await page.goto('/app/rides');
  await expect(page.getByRole('heading', { name: 'Mis viajes', level: 1 })).toBeVisible();
  return page.getByRole('group', { name: 'El viaje de hoy' });
}

test('two phones: a commute said once, a ride found, booked, confirmed, proven and confirmed, then counted in the company’s report', async ({ browser, request }) => {
  test.setTimeout(120_000);
  // The ride leaves this morning's commute about half an hour from now: today, in the steps' window.
  const zone = daytimeZone();
  const times = { arriveAt: clockIn(zone, 40), leaveAt: '23:30' };
  const today = new Intl.DateTimeFormat('es-MX', { weekday: 'long', timeZone: zone }).format(new Date());

  // A subscribed company with its office placed, and two people who joined through its link.
  const company = await signUpThroughApi(request, { verified: true });
  const token = await apiToken(request, company);
  await saveBillingInformationThroughApi(request, token);
  await subscribeThroughApi(request, token);
  const admin = { authorization: `Bearer ${token}` };
  expect((await request.patch('/api/enterprise/profile', { data: { timeZone: zone }, headers: admin })).status()).toBe(200);
  expect((await request.put('/api/enterprise/location', { data: { address: 'Paseo de la Reforma 222, CDMX', ...office }, headers: admin })).status()).toBe(200);
  const rosa = await joinedPersonThroughApi(request, admin, 'Rosa', 'Mendoza');
  const paola = await joinedPersonThroughApi(request, admin, 'Paola', 'Luna');

  // The driver's phone shares its position: at Paola's door for the pickup, at the office for the drop.
  const driver = await phoneOf(browser, rosa, { timezoneId: zone, geolocation: { latitude: Number(passengerHome.latitude), longitude: Number(passengerHome.longitude) }, permissions: ['geolocation'] });
  const passenger = await phoneOf(browser, paola, { timezoneId: zone });
  const started = Date.now();
  try {
    await driver.goto('/app/commute');
    await saveCommute(driver, { home: driverHome, role: 'Manejo y llevo a compañeros', times, alsoOn: today });
    await passenger.goto('/app/commute');
    await saveCommute(passenger, { home: passengerHome, role: 'Viajo como pasajero', times, alsoOn: today });

    // Paola finds Rosa's ride of this morning, the soonest, and books it.
    await passenger.getByRole('link', { name: 'Ver los viajes que te sirven' }).click();
    const ride = passenger.getByRole('article', { name: /^Con Rosa a las/ }).first();
    const rideName = (await ride.getAttribute('aria-label'))!;
    await ride.getByRole('button', { name: `Reservar: ${rideName}` }).click();
    await expect(passenger.getByRole('article', { name: rideName }).first()).toContainText('Falta que el conductor confirme');

    // Rosa sees the request and confirms it.
    await driver.goto('/app/search');
    const asking = driver.getByRole('region', { name: 'Quieren viajar contigo' }).getByRole('article').filter({ hasText: 'Paola' });
    await asking.getByRole('button', { name: 'Confirmar a Paola' }).click();
    await expect(asking).toHaveCount(0);

    // The day of the ride: Rosa, online, records the pickup and the drop with her position.
    const driverDay = await openRides(driver);
    await driverDay.getByRole('button', { name: 'Recogí a Paola' }).click();
    await expect(driverDay.getByText('Recogida registrada', { exact: true })).toBeVisible();
    await driver.context().setGeolocation(office);
    await driverDay.getByRole('button', { name: 'Llegamos' }).click();
    await expect(driverDay.getByText('Llegada registrada', { exact: true })).toBeVisible();

    // Paola has no connection: her steps wait on her phone and go when it is back.
    const passengerDay = await openRides(passenger);
    await expect(passengerDay.getByText('Con tu ubicación y la de tu conductor, este viaje será clase C')).toBeVisible();
    await passenger.context().setOffline(true);
    await passengerDay.getByRole('button', { name: 'Me recogieron' }).click();
    await expect(passengerDay.getByText('Guardado en tu teléfono; se enviará al volver la conexión')).toBeVisible();
    await passengerDay.getByRole('button', { name: 'Llegamos' }).click();
    await passenger.context().setOffline(false);
    await expect(passengerDay.getByText('Llegada registrada (sin ubicación)')).toBeVisible();
    await expect(passengerDay.getByText('Guardado en tu teléfono; se enviará al volver la conexión')).toHaveCount(0);

    // Both say how it went: Rosa that it is done, Paola that they arrived; it counts.
    await driver.reload();
    await driverDay.getByRole('button', { name: 'Terminamos el viaje' }).click();
    await expect(driverDay.getByText('Falta que Paola confirme la llegada')).toBeVisible();
    await passenger.reload();
    await passengerDay.getByRole('button', { name: 'Confirmo que llegamos' }).click();
    await expect(passenger.getByRole('article').filter({ hasText: 'Te lleva' }).getByText('Cuenta en el reporte (clase B)')).toBeVisible();

    // The administrator's reports count the ride, and its trips show it done, validated.
    const office1280 = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-MX', timezoneId: zone })).newPage();
    await logInThroughApi(office1280, company);
    await office1280.goto('/home/reports');
    const figures = office1280.getByRole('region', { name: 'Cifras del periodo' });
    await expect(figures).toContainText('Viajes1');
    await expect(figures).toContainText('Trayectos de pasajeros1');
    const counted = Date.now() - started;
    test.info().annotations.push({ type: 'from the commute said to the ride counted', description: `${(counted / 1000).toFixed(1)} s` });
    await office1280.goto('/home/trips');
    const rows = office1280.getByRole('table').getByRole('row');
    await expect(rows.nth(1)).toContainText('Realizado');
    await expect(rows.nth(1)).toContainText('Clase B');
    await office1280.context().close();
  } finally {
    await driver.context().close();
    await passenger.context().close();
  }
});
