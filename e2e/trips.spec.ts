import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, expect, joinedPersonThroughApi, logInThroughApi, signUpThroughApi, test } from './fixtures';
import { confirmedBookingThroughApi, moveBookingThroughApi, offerThroughApi } from './trips-support';

/** Where to save screenshots at a phone's and a desktop's width, when asked (never in the repository). */
const shotsDir = process.env.TRIPS_SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!shotsDir) return;
  const size = page.viewportSize();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    // The new width's layout has settled: no transition is half-way.
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    await page.screenshot({ path: `${shotsDir}/${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

type Point = { latitude: number; longitude: number; label: string };
// Homes around Colonia del Valle, the office on Reforma (Mexico City): about 4.5 km apart.
const home: Point = { latitude: 19.3867, longitude: -99.1644, label: 'Colonia del Valle' };
const office: Point = { latitude: 19.427, longitude: -99.1677, label: 'Oficina Reforma' };
/** 1.5 km north of home: a leg under the 2 km minimum. */
const nearby: Point = { ...home, latitude: home.latitude + 1.5 / 111.195, label: 'Parque Hundido' };

/**
 * The whole hour `hours` ago: a ride that has happened, within the last day (the service takes a
 * trip's proofs and completion only inside its own time, and flags data that comes a day late).
 */
function wholeHoursAgo(hours: number): string {
  const at = new Date(Date.now() - hours * 3_600_000);
  at.setUTCMinutes(0, 0, 0);
  return at.toISOString();
}

/** An instant's time as the Spanish screens write it in Mexico City: hh:mm a.m. or p.m. */
function spanishClock(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', hour12: true, timeZone: 'America/Mexico_City' }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)!.value;
  return `${part('hour')}:${part('minute')} ${part('dayPeriod').toLowerCase() === 'am' ? 'a.m.' : 'p.m.'}`;
}

/** A ride made through the app's API, from the driver's offer to the passenger's validation, with the passenger's phone proving it. */
async function ride(request: APIRequestContext, driver: Record<string, string>, passenger: Record<string, string>, departureAt: string, destination: Point) {
  const journey = { origin: home, destination, departureAt };
  const bookingId = await confirmedBookingThroughApi(request, driver, passenger, await offerThroughApi(request, driver, journey), journey);
  for (const [kind, point] of [['pickup', home], ['drop', destination]] as const) {
    const proof = await request.post(`/api/trips/bookings/${bookingId}/proofs`, { data: { kind, latitude: point.latitude, longitude: point.longitude, recordedAt: departureAt }, headers: passenger });
    expect(proof.status()).toBe(201);
  }
  expect((await moveBookingThroughApi(request, bookingId, driver, { status: 'COMPLETED_PENDING_VALIDATION', vehicleKm: 6.2 })).status()).toBe(200);
  expect((await moveBookingThroughApi(request, bookingId, passenger, { status: 'VALIDATED' })).status()).toBe(200);
}

/** A ride booked and confirmed, then cancelled by its passenger: its trip, with no live leg left, is cancelled. */
async function cancelledRide(request: APIRequestContext, driver: Record<string, string>, passenger: Record<string, string>, departureAt: string) {
  const journey = { origin: home, destination: office, departureAt };
  const bookingId = await confirmedBookingThroughApi(request, driver, passenger, await offerThroughApi(request, driver, journey), journey);
  expect((await moveBookingThroughApi(request, bookingId, passenger, { status: 'CANCELLED' })).status()).toBe(200);
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('an administrator finds the flagged trip among the company’s trips and reads why it was flagged', async ({ page, request }) => {
  // The administrator drives; a person who joined through the company's link and was approved rides.
  const company = await signUpThroughApi(request);
  const admin = { authorization: `Bearer ${await apiToken(request, company)}` };
  const { employeeId: elenaId, headers: elena } = await joinedPersonThroughApi(request, admin, 'Elena');

  // Two rides of the last hours, two hours apart: the later one, under 2 km, is flagged.
  await ride(request, admin, elena, wholeHoursAgo(3), office);
  const flaggedDeparture = wholeHoursAgo(1);
  await ride(request, admin, elena, flaggedDeparture, nearby);
  const flaggedTime = spanishClock(flaggedDeparture);
  const flaggedTimePattern = flaggedTime.replaceAll('.', '\\.');
  // A ride called off: its trip is cancelled, and nobody proved anything.
  await cancelledRide(request, admin, elena, wholeHoursAgo(5));

  await page.setViewportSize({ width: 1280, height: 800 });
  await logInThroughApi(page, company);
  await page.goto('/home');
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Viajes' }).click();
  await expect(page).toHaveURL(/\/home\/trips$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Viajes' })).toBeVisible();
  await expect(page.getByText('3 viajes')).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText(flaggedTime);
  await expect(rows.nth(1)).toContainText('Marcado');
  await expect(rows.nth(2)).toContainText('Sin marcas');
  // The cancelled trip shows no proof class: it says so to a screen reader, a dash to the eye.
  await expect(rows.nth(3)).toContainText('Cancelado');
  await expect(rows.nth(3)).not.toContainText('Clase');
  await expect(rows.nth(3).getByText('Sin prueba: viaje cancelado')).toBeAttached();
  // At 1280 px the table fits the page, and each proof class reads whole, never cut to an ellipsis.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  for (const index of [1, 2]) {
    const label = rows.nth(index).getByText(/^Clase [ABC]$/);
    await expect(label).toBeVisible();
    expect(await label.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  }
  await expectNoSeriousViolations(page);
  await shoot(page, 'trips-list');

  // The switch follows the address, which its click changes.
  const flaggedOnly = page.getByRole('switch', { name: 'Solo viajes marcados para revisar' });
  await flaggedOnly.click();
  await expect(flaggedOnly).toBeChecked();
  await expect(page).toHaveURL(/flagged=true/);
  await expect(page.getByText('1 viaje', { exact: true })).toBeVisible();
  await expect(rows).toHaveCount(2);
  await rows.nth(1).getByRole('button', { name: new RegExp(`^Ver el viaje del .* ${flaggedTimePattern}$`) }).click();

  const drawer = page.getByRole('dialog', { name: new RegExp(`^Viaje del .* ${flaggedTimePattern}$`) });
  const leg = drawer.getByRole('region', { name: 'Trayecto de Elena Rivas' });
  await expect(leg).toContainText('Trayecto de menos de 2 km');
  await expect(leg).toContainText('No cuenta en las cifras de tus reportes.');
  await expect(leg).toContainText('Parque Hundido');
  await expect(drawer.getByText('Clase B: el teléfono de una persona confirmó su posición al subir y al bajar. La más débil de sus trayectos.')).toBeVisible();
  await shoot(page, 'trips-detail');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page).not.toHaveURL(/trip=/);

  // At a phone's width the cards fit the screen and pass axe too.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('listitem').first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // From the person's page to their trips.
  await page.goto(`/employees/manager-employee?id=${elenaId}&mode=mostrar`);
  await page.getByTitle('Ver los viajes de Elena Rivas').click();
  await expect(page).toHaveURL(new RegExp(`/home/trips\\?employee=${elenaId}$`));
  // The page names whose trips it shows.
  await expect(page.getByRole('heading', { level: 1, name: 'Viajes de Elena Rivas' })).toBeVisible();
  await expect(page.getByText('Estás viendo solo los viajes de Elena Rivas.')).toBeVisible();
  await expect(page.getByText('3 viajes')).toBeVisible();

  // The employee list at 1280 px, where the preferences column is hidden, still leads to a person's trips.
  await page.goto('/employees');
  await page.getByRole('link', { name: 'Ver los viajes de Elena Rivas' }).click();
  await expect(page).toHaveURL(new RegExp(`/home/trips\\?employee=${elenaId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Viajes de Elena Rivas' })).toBeVisible();
});
