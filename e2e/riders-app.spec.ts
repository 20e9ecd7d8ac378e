import AxeBuilder from '@axe-core/playwright';
import { expect, logIn, logInThroughApi, signUpThroughApi, test } from './fixtures';

// The riders' app at /app, on a phone. The demo's passenger and driver are seeded with the demo
// company before the run (`npm run seed:demo`, see playwright.config.ts): rides on the coming
// weekdays and past ones that count in the report or do not, each for its reason.
const demoPassenger = { email: 'pasajera@demo.rumbo.mx', password: 'rumbo-demo-2026' };

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('the demo passenger logs in, lands on her rides and reads which count in the company’s report and why not', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, demoPassenger);
    await expect(page).toHaveURL(/\/app$/);
    await expect(page).toHaveTitle('Inicio · Rumbo');
    await expect(page.getByRole('heading', { name: 'Tus viajes compartidos', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tu impacto este mes' })).toBeVisible();

    const next = page.getByRole('region', { name: 'Tu próximo viaje' });
    await expect(next.getByRole('article')).toHaveCount(1);
    await expect(next.getByRole('article')).toContainText('Te lleva Roberto');
    await expect(next.getByRole('article')).toContainText('Confirmado');
    // Upcoming rides are not judged yet.
    await expect(next.getByText(/cuenta/i)).toHaveCount(0);

    const recent = page.getByRole('region', { name: 'Tus últimos viajes' });
    await expect(recent.getByRole('listitem')).toHaveCount(3);
    await expect(recent.getByText('No cuenta: falta la confirmación de llegada')).toBeVisible();
    await expect(recent.getByText('Cuenta en el reporte (clase B)')).toBeVisible();
    await expect(recent.getByText('No cuenta: se canceló')).toBeVisible();

    // The tab bar at the bottom of the screen, within a thumb's reach.
    const tabs = page.getByRole('navigation', { name: 'Secciones de la app' });
    await expect(tabs.getByRole('link')).toHaveText(['Inicio', 'Buscar', 'Mis viajes', /Avisos/, 'Perfil']);
    await expect(tabs.getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
    const bar = (await tabs.boundingBox())!;
    expect(bar.y + bar.height).toBeGreaterThan(812 - 80);

    // The home and the rides come in one file with the layout: moving between them draws the other
    // page at once, never the page's loader for a frame.
    await page.evaluate(() => {
      new MutationObserver(() => {
        if (document.querySelector('[role="status"][aria-label="Cargando..."]')) Object.assign(window, { loaderShown: true });
      }).observe(document.body, { childList: true, subtree: true });
    });
    await tabs.getByRole('link', { name: 'Mis viajes' }).click();
    await expect(page).toHaveURL(/\/app\/rides$/);
    await expect(page).toHaveTitle('Mis viajes · Rumbo');
    const past = page.getByRole('region', { name: 'Anteriores' });
    await expect(past.getByText('No cuenta: el mismo trayecto se registró dos veces en 30 minutos')).toHaveCount(2);
    await expect(past.getByText('Cuenta en el reporte (clase C)')).toBeVisible();
    // The seed's three, and any the commute journey (riders-matches.spec.ts) booked in the same run.
    await expect(page.getByRole('region', { name: 'Próximos' }).getByRole('article').nth(2)).toBeVisible();
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await tabs.getByRole('link', { name: 'Inicio' }).click();
    await expect(page.getByRole('heading', { name: 'Tus viajes compartidos', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { loaderShown?: boolean }).loaderShown ?? false)).toBe(false);
  });

  test('opened again, the home asks for its rides, impact, code and texts as the page starts, once each, and its first paint shows them', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, demoPassenger);
    await expect(page.getByRole('region', { name: 'Tu próximo viaje' }).getByRole('article')).toHaveCount(1);
    // The layout's own requests (the company, the settings, the notices' count), sent once the page is
    // painted (unit test of the layout): all sent before the page is opened again.
    const layoutAsked = () => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /\/api\/(enterprise|user\/configure|notifications)$/.test(entry.name)).length);
    await expect.poll(layoutAsked).toBe(3);

    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === 'GET' && (pathname.startsWith('/api/') || pathname.endsWith('.js'))) asked.push(pathname.replace(/-[\w-]{8}\.js$/, '.js'));
    });
    // What the app's first commit puts on the page (React inserts its first tree at once).
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const root = document.getElementById('root');
        if (!root?.firstElementChild) return;
        observer.disconnect();
        const drawn = { rides: root.querySelectorAll('article').length, loading: root.querySelectorAll('[role="status"]').length, impactBusy: root.querySelector('[aria-labelledby="riders-impact-title"]')?.getAttribute('aria-busy') };
        Object.assign(window, { firstDrawn: drawn });
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    await expect(page.getByRole('region', { name: 'Tu próximo viaje' }).getByRole('article')).toContainText('Te lleva Roberto');
    await expect(page.getByRole('region', { name: 'Tu impacto este mes' })).toHaveAttribute('aria-busy', 'false');
    // The first paint draws the page whole: its rides and figures, no loader; each drawn later held the
    // phone's browser for a long task after it.
    const firstDrawn = await page.evaluate(() => (window as unknown as { firstDrawn: { rides: number; loading: number; impactBusy: string } }).firstDrawn);
    expect(firstDrawn.rides).toBeGreaterThan(0);
    expect(firstDrawn).toMatchObject({ loading: 0, impactBusy: 'false' });
    // Then the layout's own requests, each once.
    await expect.poll(layoutAsked).toBe(3);
    const api = asked.filter((path) => path.startsWith('/api/'));
    // Asked before anything the app asks once it runs, and not asked again by the app, which took those answers.
    expect(api.slice(0, 2).sort()).toEqual(['/api/trips/me/rides', '/api/trips/me/summary']);
    expect(api.filter((path) => path === '/api/trips/me/rides')).toHaveLength(1);
    expect(api.filter((path) => path === '/api/trips/me/summary')).toHaveLength(1);
    // The layout's and the home's code (one file) and their Spanish texts are asked for while the page
    // is still being read (the app's script runs only after that): announced by the page, not by the app.
    const startedWhileRead = await page.evaluate(() => {
      const pageRead = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive;
      return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.startTime < pageRead)
        .map((entry) => new URL(entry.name).pathname.replace(/-[\w-]{8}\.js$/, '.js'));
    });
    expect(startedWhileRead).toEqual(expect.arrayContaining(['/assets/riders-first.js', '/assets/texts-common-es.js', '/assets/texts-riders-es.js']));
    expect(asked.filter((path) => /texts-\w+-(en|de)\.js$/.test(path))).toEqual([]);
  });

  test('installs as an app: its manifest linked and served as one, its worker registered for /app, and its shell shown offline', async ({ page, context, request }) => {
    await logInThroughApi(page, demoPassenger);
    await page.goto('/app');
    await expect(page.getByRole('heading', { name: 'Tus viajes compartidos' })).toBeVisible();

    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/app/manifest.webmanifest');
    const manifest = await request.get('/app/manifest.webmanifest');
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const body = (await manifest.json()) as { name: string; start_url: string; scope: string; display: string; icons: { sizes: string; purpose: string }[] };
    expect(body).toMatchObject({ name: 'Rumbo', start_url: '/app', scope: '/app', display: 'standalone' });
    expect(body.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of ['icon-192', 'icon-512', 'maskable-512']) expect((await request.get(`/app/icons/${icon}.png`)).headers()['content-type']).toBe('image/png');

    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe('/app');
    // Once the worker controls the page, the app opens without a network; the rides, never kept, say they could not load.
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await expect(page.getByRole('heading', { name: 'Tus viajes compartidos' })).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Secciones de la app' })).toBeVisible();
    await expect(page.getByText(/No pudimos cargar tus viajes/)).toBeVisible();
    // The mark is drawn in the page itself; its file, the page's icon outside the build's hashed
    // files, comes from the worker's copy.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Inicio' }).first().locator('svg')).toBeVisible();
    expect(await page.evaluate(() => fetch('/rumbo-mark.svg').then((response) => response.ok && response.headers.get('content-type')))).toMatch(/^image\/svg\+xml/);
    // A page never opened before opens too: the worker kept every page's files at its install.
    await page.getByRole('navigation', { name: 'Secciones de la app' }).first().getByRole('link', { name: 'Perfil' }).click();
    await expect(page).toHaveURL(/\/app\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Perfil' })).toBeVisible();
    await expect(page.getByText('No pudimos abrir esta página')).toHaveCount(0);
    // Opened whole offline, another address gets the kept shell and draws its own page.
    await page.goto('/app/rides');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Mis viajes');
    await context.setOffline(false);
  });
});

test('an administrator finds My rides in the shell’s header and opens the riders’ app', async ({ page, request }) => {
  const company = await signUpThroughApi(request);
  await logInThroughApi(page, company);
  await page.goto('/home');
  // The menu keeps one entry per administration page: "Viajes" is the company's trips.
  await expect(page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Viajes' })).toHaveAttribute('href', '/home/trips');
  await page.getByRole('banner').getByRole('link', { name: 'Mis viajes' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('heading', { name: 'Aún no tienes viajes' })).toBeVisible();
  // The way back to the administration portal.
  await page.getByRole('link', { name: 'Portal de administración' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test.describe('the profile on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('an administrator reads who is logged in, changes the language and the ride mails with the keyboard, finds the portal and logs out', async ({ page, request, browser }) => {
    const company = await signUpThroughApi(request);
    await logInThroughApi(page, company);
    await page.goto('/app');
    await page.getByRole('navigation', { name: 'Secciones de la app' }).getByRole('link', { name: 'Perfil' }).click();
    await expect(page).toHaveURL(/\/app\/profile$/);
    await expect(page).toHaveTitle('Perfil · Rumbo');
    const account = page.getByRole('region', { name: 'Tu cuenta' });
    await expect(account).toContainText('Lucía Hernández');
    await expect(account).toContainText(company.email);

    // The language is a group of radio buttons: the arrows move the choice, and the app follows at once.
    await page.getByRole('radio', { name: 'Español' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Profile · Rumbo');
    await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('heading', { name: 'Perfil', level: 1 })).toBeVisible();

    const rideMails = page.getByRole('switch', { name: /Recibir mis avisos de viajes también por correo/ });
    await expect(rideMails).toBeChecked();
    await rideMails.focus();
    await page.keyboard.press('Space');
    await expect(rideMails).not.toBeChecked();
    // Both kept on the server: another phone, logged in afresh from a Spanish login, reads them back.
    await page.getByRole('radio', { name: 'Deutsch' }).click();
    await expect(page.getByRole('heading', { name: 'Profil', level: 1 })).toBeVisible();
    const otherPhone = await browser.newPage({ viewport: { width: 375, height: 812 }, hasTouch: true });
    await logInThroughApi(otherPhone, company);
    await otherPhone.goto('/app/profile');
    await expect(otherPhone.getByRole('heading', { name: 'Profil', level: 1 })).toBeVisible();
    await expect(otherPhone.locator('html')).toHaveAttribute('lang', 'de');
    await expect(otherPhone.getByRole('switch', { name: /Meine Fahrthinweise auch per E-Mail erhalten/ })).not.toBeChecked();
    await otherPhone.close();
    await page.getByRole('radio', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { name: 'Perfil', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const audit = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(audit.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);

    await expect(page.getByRole('link', { name: 'Ir al portal de administración' })).toHaveAttribute('href', '/home');
    await page.getByRole('main').getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // The app sends a logged-out visitor on to /login as it starts, before the page's load ends: so
    // soon, at times, that the browser reports the opening itself as interrupted by that move.
    await page.goto('/app/profile', { waitUntil: 'commit' }).catch((error: Error) => {
      if (!error.message.includes('interrupted by another navigation')) throw error;
    });
    await expect(page).toHaveURL(/\/login/);
  });
});

test('on a wide screen the profile is a tab of the header', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const company = await signUpThroughApi(request);
  await logInThroughApi(page, company);
  await page.goto('/app');
  await page.getByRole('banner').getByRole('link', { name: 'Perfil' }).click();
  await expect(page.getByRole('heading', { name: 'Perfil', level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Perfil' })).toHaveAttribute('aria-current', 'page');
});
