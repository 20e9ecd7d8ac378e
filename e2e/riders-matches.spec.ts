import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiToken, expect, joinedPersonThroughApi, signUpThroughApi, test, type JoinedPerson } from './fixtures';
import { phoneOf, saveCommute } from './riders-support';
import { offerThroughApi } from './trips-support';

// The riders' commute said once, the rides that fit it, a booking and the driver's answer, on two
// phones at once. The demo's driver and passenger are seeded with the demo company before the run,
// its office placed; the refusals use companies of their own, so they change nothing of the demo's.
const demoDriver = { email: 'conductor@demo.rumbo.mx', password: 'rumbo-demo-2026' };
const demoPassenger = { email: 'pasajera@demo.rumbo.mx', password: 'rumbo-demo-2026' };
const office = { latitude: 19.4271, longitude: -99.1676 };
// Coyoacán: the passenger lives 800 m up the driver's way.
const driverHome = { latitude: '19.3496', longitude: '-99.1617' };
const passengerHome = { latitude: '19.3568', longitude: '-99.1632' };

test('the demo driver and passenger say their commute once, she books his ride, he confirms it and she is told', async ({ browser }) => {
  const driver = await phoneOf(browser, demoDriver);
  await driver.goto('/app');
  await driver.getByRole('link', { name: 'Mi trayecto' }).click();
  await saveCommute(driver, { home: driverHome, role: 'Manejo y llevo a compañeros' });

  const passenger = await phoneOf(browser, demoPassenger);
  await passenger.goto('/app/commute');
  await expect(passenger.getByRole('textbox', { name: /^Dirección/ })).toHaveValue('Av. México 45, Coyoacán, CDMX');
  await saveCommute(passenger, { home: passengerHome, role: 'Viajo como pasajero' });
  await passenger.getByRole('link', { name: 'Ver los viajes que te sirven' }).click();
  await expect(passenger).toHaveTitle('Buscar viaje · Rumbo');

  // His ride to the office on the first coming day she has no seat on yet (the demo booked her the
  // first ones, which her commute said again keeps): name, time, detour and seats, then booked.
  const toOffice = (within: Page | Locator) => within.getByRole('article', { name: /^Con Roberto a las/ }).filter({ hasText: 'Te recoge a 0.8 km de tu origen' });
  await expect(toOffice(passenger).first()).toBeVisible();
  const firstFree = toOffice(passenger).filter({ has: passenger.getByRole('button', { name: /^Reservar/ }) }).first();
  // Its day: the section around it, named by its heading ("lunes, 30 de noviembre").
  const dayTitle = (await firstFree.locator('xpath=ancestor::section[1]').getByRole('heading').first().textContent())!;
  const day = passenger.getByRole('region', { name: dayTitle, exact: true });
  const ride = toOffice(day);
  await expect(ride).toContainText('Quedan 3 asientos');
  const rideName = (await ride.getAttribute('aria-label'))!;
  // The request's card writes the time as a Spanish reader does: 06:00 p.m. for 18:00.
  const [hour, minute] = /(\d{2}):(\d{2})/.exec(rideName)!.slice(1).map(Number) as [number, number];
  const time = `${String(hour % 12 || 12).padStart(2, '0')}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'a.m.' : 'p.m.'}`;
  await ride.getByRole('button', { name: `Reservar: ${rideName}` }).click();
  const booked = day.getByRole('article', { name: rideName });
  await expect(booked).toContainText('Falta que el conductor confirme');

  // He sees her request in the app, with the ride's time, and confirms it.
  await driver.getByRole('navigation', { name: 'Secciones de la app' }).getByRole('link', { name: 'Buscar' }).click();
  const requests = driver.getByRole('region', { name: 'Quieren viajar contigo' });
  const request = requests.getByRole('article').filter({ hasText: time }).filter({ hasText: 'Paola' });
  await expect(request).toHaveCount(1);
  await request.getByRole('button', { name: 'Confirmar a Paola' }).click();
  await expect(request).toHaveCount(0);

  // Back in front, her app reads the ride again: confirmed, and a notice waits on the bell.
  await passenger.bringToFront();
  await passenger.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(booked).toContainText('Confirmado');
  const tabs = passenger.getByRole('navigation', { name: 'Secciones de la app' });
  await expect(tabs.getByRole('link', { name: /^Avisos \(\d+ avisos? sin leer\)$/ })).toBeVisible();
  await tabs.getByRole('link', { name: /^Avisos/ }).click();
  await expect(passenger).toHaveTitle('Avisos · Rumbo');
  await expect(passenger.getByRole('listitem').filter({ hasText: 'Roberto confirmó tu viaje' }).first()).toBeVisible();
  expect(await passenger.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // Plans change: she gives up a coming seat from her rides, asked first, and he is told.
  await tabs.getByRole('link', { name: 'Mis viajes' }).click();
  const upcoming = passenger.getByRole('region', { name: 'Próximos' });
  const cancel = upcoming.getByRole('button', { name: /^Cancelar mi lugar del / });
  await expect(cancel.first()).toBeVisible();
  const seats = await cancel.count();
  await cancel.first().click();
  await passenger.getByRole('dialog', { name: '¿Cancelar tu lugar en este viaje?' }).getByRole('button', { name: 'Sí, cancelar mi lugar' }).click();
  await expect(cancel).toHaveCount(seats - 1);
  await expect(upcoming.getByRole('article').filter({ hasText: 'Cancelado' }).first()).toBeVisible();
  await driver.bringToFront();
  await driver.getByRole('navigation', { name: 'Secciones de la app' }).getByRole('link', { name: /^Avisos/ }).click();
  await expect(driver.getByRole('listitem').filter({ hasText: 'Paola canceló un viaje' }).first()).toBeVisible();
});

// ---- the refusals, each in a company of its own -------------------------------------------------------

/** A company with its office placed, its administrator's headers, and people who joined through its link. */
async function companyWithRiders(request: APIRequestContext, names: string[]) {
  const company = await signUpThroughApi(request);
  const admin = { authorization: `Bearer ${await apiToken(request, company)}` };
  expect((await request.put('/api/enterprise/location', { data: { address: 'Paseo de la Reforma 222, CDMX', ...office }, headers: admin })).status()).toBe(200);
  const people: JoinedPerson[] = [];
  for (const name of names) people.push(await joinedPersonThroughApi(request, admin, name, 'Prueba'));
  return { admin, people };
}

const commute = (home: { latitude: string; longitude: string }, role: 'driver' | 'passenger', times = { arriveAt: '09:00', leaveAt: '18:00' }, seats = 3) => ({
  home: { label: role === 'driver' ? 'Casa del conductor' : 'Casa de la pasajera', latitude: Number(home.latitude), longitude: Number(home.longitude) },
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  ...times,
  role,
  ...(role === 'driver' && { seats }),
});

async function putCommute(request: APIRequestContext, rider: JoinedPerson, body: object) {
  const response = await request.put('/api/trips/me/commute', { data: body, headers: rider.headers });
  expect(response.status(), await response.text()).toBe(200);
}

/** The passenger's first ride on the search page, and its "Reservar" pressed once the world changed under it. */
async function bookAfter(page: Page, change: () => Promise<void>) {
  const ride = page.getByRole('article', { name: /^Con Conductor a las/ }).first();
  await expect(ride.getByRole('button', { name: /^Reservar/ })).toBeVisible();
  await change();
  await ride.getByRole('button', { name: /^Reservar/ }).click();
  return ride;
}

test('a booking refused by the company’s trip rules or a full car says why, and the list stays', async ({ browser, request }) => {
  const { admin, people } = await companyWithRiders(request, ['Conductor', 'Pasajera', 'Otra']);
  const [driver, passenger, other] = people as [JoinedPerson, JoinedPerson, JoinedPerson];
  await putCommute(request, driver, commute(driverHome, 'driver', undefined, 1));
  await putCommute(request, passenger, commute(passengerHome, 'passenger'));
  await putCommute(request, other, commute(passengerHome, 'passenger'));

  const driverId = ((await (await request.get('/api/auth/me', { headers: driver.headers })).json()) as { user: { idEmployee: string } }).user.idEmployee;

  const page = await phoneOf(browser, passenger);
  await page.goto('/app/search');
  // Meanwhile the company admits approved, active drivers only, and the driver is suspended.
  const ride = await bookAfter(page, async () => {
    expect((await request.patch('/api/enterpriseConfigure/trips-rules', { data: { rules: { approvedDriversOnly: true } }, headers: admin })).status()).toBe(200);
    expect((await request.patch(`/api/employee/${driverId}`, { data: { status: 'suspended' }, headers: admin })).status()).toBe(200);
  });
  await expect(ride.getByRole('alert')).toContainText('Tu empresa solo admite conductores aprobados y activos');
  await expect(page.getByRole('article', { name: /^Con Conductor a las/ }).first()).toBeVisible();

  // Active again, his one seat is taken by a colleague before she presses "Reservar" once more.
  expect((await request.patch(`/api/employee/${driverId}`, { data: { status: 'active' }, headers: admin })).status()).toBe(200);
  const [first] = ((await (await request.get('/api/trips/me/matches', { headers: other.headers })).json()) as { data: { requestId: string; date: string; rides: { offerId: string; departureAt: string }[] }[] }).data;
  const rideName = (await ride.getAttribute('aria-label'))!;
  expect((await request.post('/api/trips/bookings', { data: { requestId: first!.requestId, offerId: first!.rides[0]!.offerId, date: first!.date }, headers: other.headers })).status()).toBe(201);
  await ride.getByRole('button', { name: `Reservar: ${rideName}` }).click();
  await expect(ride.getByRole('alert')).toContainText('Ya no quedan asientos en este viaje');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('where the company offers it, she asks on her commute for a driver of her own gender and finds only such rides', async ({ browser, request }) => {
  const { admin, people } = await companyWithRiders(request, ['Conductor', 'Pasajera']);
  const [driver, passenger] = people as [JoinedPerson, JoinedPerson];
  await putCommute(request, driver, { ...commute(driverHome, 'driver'), gender: 'male' });

  const page = await phoneOf(browser, passenger);
  await page.goto('/app/commute');
  // Not offered while the company's rule is off.
  await expect(page.getByRole('combobox', { name: /^Tu género/ })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /mismo género/ })).toHaveCount(0);
  expect((await request.patch('/api/enterpriseConfigure/trips-rules', { data: { rules: { sameGenderOnRequest: true } }, headers: admin })).status()).toBe(200);
  await page.reload();
  await saveCommute(page, { home: { ...passengerHome, address: 'Av. México 45, Coyoacán' }, role: 'Viajo como pasajero', gender: 'Mujer', sameGenderDriver: true });

  await page.goto('/app/search');
  await expect(page.getByText('Nadie ofrece aún un viaje que te sirva ese día.').first()).toBeVisible();
  await expect(page.getByRole('article', { name: /^Con Conductor a las/ })).toHaveCount(0);

  // The driver says she is a woman on her commute: her rides are found.
  await putCommute(request, driver, { ...commute(driverHome, 'driver'), gender: 'female' });
  await page.reload();
  await expect(page.getByRole('article', { name: /^Con Conductor a las/ }).first()).toBeVisible();
});

test('a ride that left while the page was open is refused with the reason, and nothing is lost', async ({ browser, request }) => {
  // A one-off ride leaving 25 seconds from now, and a passenger's request for it: the search,
  // opened before it leaves, still shows it when "Reservar" is pressed after.
  const { people } = await companyWithRiders(request, ['Conductor', 'Pasajera']);
  const [driver, passenger] = people as [JoinedPerson, JoinedPerson];
  const departure = Date.now() + 25_000;
  const journey = (home: { latitude: string; longitude: string }, label: string) => ({
    origin: { label, latitude: Number(home.latitude), longitude: Number(home.longitude) },
    destination: { label: 'Oficina', ...office },
    departureAt: new Date(departure).toISOString(),
  });
  await offerThroughApi(request, driver.headers, journey(driverHome, 'Casa del conductor'));
  const wish = await request.post('/api/trips/requests', { data: journey(passengerHome, 'Casa de la pasajera'), headers: passenger.headers });
  expect(wish.status(), await wish.text()).toBe(201);

  const page = await phoneOf(browser, passenger);
  await page.goto('/app/search');
  const ride = page.getByRole('article', { name: /^Con Conductor a las/ }).first();
  await expect(ride.getByRole('button', { name: /^Reservar/ })).toBeVisible();
  await expect.poll(() => Date.now() > departure + 1_000, { timeout: 40_000, intervals: [1_000] }).toBe(true);
  await ride.getByRole('button', { name: /^Reservar/ }).click();
  await expect(ride.getByRole('alert')).toContainText('Este viaje ya salió: elige uno que aún no haya salido');
  await expect(ride).toBeVisible();
});
