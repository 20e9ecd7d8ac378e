import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { e2eEnvironment } from './environment';
import { asNewClient, expect, test, waitForMail } from './fixtures';

const headlines = {
  es: 'El camino al trabajo, compartido y a tiempo',
  en: 'The commute to work, shared and on time',
  de: 'Gemeinsam zur Arbeit, pünktlich am Ziel',
};

test.describe('the landing without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('reads whole in Spanish, with the ways in, even on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: headlines.es })).toBeVisible();
    // Without the script the menu cannot fold, so its links show.
    await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('link', { name: 'Registrar mi empresa' }).first()).toHaveAttribute('href', '/sign-up');
    await expect(page.getByRole('button', { name: 'Menú' })).toBeHidden();
  });
});

test('the language picker moves to /en and /de, and / keeps the last choice, also for the app', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('heading', { level: 1, name: headlines.en })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: headlines.en })).toBeVisible();
  // The app before login starts in the language picked on the landing.
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();

  await page.goto('/');
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de$/);
  await expect(page.getByRole('heading', { level: 1, name: headlines.de })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: headlines.de })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('on a phone the menu opens and closes by click and by Escape, and gives the focus back', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const menu = page.getByRole('button', { name: 'Menú' });
  const benefits = page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Beneficios' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(benefits).toBeHidden();

  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(benefits).toBeVisible();
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(benefits).toBeHidden();

  // By keyboard: Enter opens, Tab reaches the first link, Escape closes and returns to the button.
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(benefits).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(benefits).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(benefits).toBeHidden();
  await expect(menu).toBeFocused();
});

test('loading the page asks nothing of any host but the service', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/', { waitUntil: 'networkidle' });
  // Down to the footer, so the images loaded lazily are asked for too.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(requested.some((url) => url.includes('/landing/sponsors/'))).toBe(true);
  expect(requested.length).toBeGreaterThan(0);
  expect(requested.filter((url) => new URL(url).hostname !== '127.0.0.1')).toEqual([]);
});

/**
 * The scripts the page loads, each measured as its body gzipped here with node:zlib (default level),
 * so the budget holds whether or not the server compresses the answer.
 */
async function scriptsLoaded(page: Page, path: string) {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  return Promise.all(responses.map(async (response) => ({ url: new URL(response.url()).pathname, gzipped: gzipSync(await response.body()).length })));
}

test('the page loads at most 60 KiB of gzipped script, and none of the app', async ({ page, request }) => {
  const scripts = await scriptsLoaded(page, '/');
  expect(scripts.map(({ url }) => url)).toEqual([expect.stringMatching(/^\/assets\/landing-[\w-]+\.js$/)]);
  const total = scripts.reduce((sum, { gzipped }) => sum + gzipped, 0);
  expect(total).toBeLessThanOrEqual(60 * 1024);
  // The app's own scripts (its entry and the chunks it preloads, as any private page lists them) are not among them.
  const appPage = await (await request.get('/home')).text();
  const appScripts = [...appPage.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
  expect(appScripts.length).toBeGreaterThan(0);
  for (const url of appScripts) expect(scripts.map((script) => script.url)).not.toContain(url);
});

test('the login and sign-up buttons lead to their pages', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Registrar mi empresa' }).first().click();
  await expect(page).toHaveURL(/\/sign-up$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The app's logo leads back to the landing, loaded as a page of its own.
  await page.getByRole('link', { name: 'Rumbo, ir al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: headlines.es })).toBeVisible();
});

/** One heading of each section after the hero, in each language, as a visitor reads them. */
const sectionHeadings = {
  es: {
    sponsors: 'Nos acompañan en el camino',
    forum: 'Foro y hackatón de movilidad',
    video: 'Rumbo en un minuto',
    benefits: 'Lo que gana tu empresa',
    incentives: 'Incentivos para tu empresa y para tu gente',
    plans: 'Dos formas de empezar',
    app: 'La app que usa tu equipo',
    invitation: 'La primera ruta compartida puede salir esta semana',
    contact: 'Hablemos',
  },
  en: {
    sponsors: 'With us along the way',
    forum: 'Mobility forum and hackathon',
    video: 'Rumbo in one minute',
    benefits: 'What your company gains',
    incentives: 'Incentives for your company and your people',
    plans: 'Two ways to start',
    app: 'The app your team uses',
    invitation: 'Your first shared route can leave this week',
    contact: "Let's talk",
  },
  de: {
    sponsors: 'Sie begleiten uns',
    forum: 'Mobilitätsforum und Hackathon',
    video: 'Rumbo in einer Minute',
    benefits: 'Was Ihr Unternehmen gewinnt',
    incentives: 'Anreize für Ihr Unternehmen und Ihre Mitarbeitenden',
    plans: 'Zwei Wege zum Start',
    app: 'Die App für Ihr Team',
    invitation: 'Die erste gemeinsame Route kann diese Woche starten',
    contact: 'Sprechen wir miteinander',
  },
};

async function expectSectionsIn(page: Page, language: keyof typeof sectionHeadings) {
  await expect(page.getByRole('heading', { level: 1, name: headlines[language] })).toBeVisible();
  for (const [id, heading] of Object.entries(sectionHeadings[language])) {
    await expect(page.locator(`#${id}`).getByRole('heading', { level: 2, name: heading, exact: true }), `${language} ${id}`).toBeAttached();
  }
}

test('each header anchor brings its section into view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Principal' });
  for (const [name, id] of [
    ['Beneficios', 'benefits'],
    ['Incentivos', 'incentives'],
    ['Planes', 'plans'],
    ['La app', 'app'],
    ['Contacto', 'contact'],
  ] as const) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect(page.locator(`#${id}`).getByRole('heading', { level: 2 })).toBeInViewport();
  }
  await expect(nav.getByRole('link', { name: 'Hoja de ruta' })).toHaveAttribute('href', /^https:\/\//);
});

test('the language picker puts every section in the language picked, and a reload keeps it', async ({ page }) => {
  await page.goto('/');
  await expectSectionsIn(page, 'es');
  await page.getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expectSectionsIn(page, 'en');
  await page.goto('/');
  await page.reload();
  await expectSectionsIn(page, 'en');
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Deutsch' }).click();
  await expectSectionsIn(page, 'de');
  await page.goto('/');
  await page.reload();
  await expectSectionsIn(page, 'de');
  await page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: 'Español' }).click();
  await expectSectionsIn(page, 'es');
});

test('the forum’s registration links open in a new tab', async ({ page }) => {
  await page.goto('/');
  const forum = page.locator('#forum');
  for (const name of ['Registrarme al foro', 'Inscribir a mi equipo al hackatón']) {
    const link = forum.getByRole('link', { name: new RegExp(`^${name}`) });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');
  }
});

test('the explainer video plays from the service, with captions in the page’s language', async ({ page }) => {
  await page.goto('/en');
  const video = page.locator('#video video');
  await expect(video).toHaveAttribute('preload', 'none');
  const fetched = page.waitForResponse((response) => response.url().endsWith('/landing/rumbo-explainer.mp4'));
  await video.scrollIntoViewIfNeeded();
  // Muted, as a browser lets a script start only a silent video; a visitor presses play.
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  expect((await fetched).status()).toBeLessThan(300);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 }).toBeGreaterThan(1);
  expect(await video.evaluate((element: HTMLVideoElement) => element.error)).toBeNull();
  const caption = () => video.evaluate((element: HTMLVideoElement) => (element.textTracks[0]?.activeCues?.[0] as VTTCue | undefined)?.text ?? '');
  await expect.poll(caption).toMatch(/^Every morning, dozens of cars reach your office/);
});

test('“Contáctanos” on the Advanced plan opens the contact form with that plan chosen', async ({ page }) => {
  await page.goto('/');
  await page.locator('#plans').getByRole('link', { name: 'Contáctanos' }).click();
  await expect(page).toHaveURL(/#contact$/);
  await expect(page.getByLabel('Plan que te interesa')).toHaveValue('advanced');
  await expect(page.getByLabel('Nombre')).toBeInViewport();
  // The Essential plan is self-serve: its button leads to the sign-up page.
  await expect(page.locator('#plans').getByRole('link', { name: 'Registrar mi empresa' })).toHaveAttribute('href', '/sign-up');
});

// Contact messages are limited per address, and every test of the run comes from 127.0.0.1: each
// test speaks from a client address of its own, as the trusted proxy reports it.
test.describe('the contact form', () => {
  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders(asNewClient());
    await page.goto('/#contact');
  });

  test('sent empty, says under each field what it needs, and sends nothing', async ({ page }) => {
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) sent += 1;
    });
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByRole('alert')).toHaveText('Revisa los campos marcados.');
    for (const [label, message] of [
      ['Nombre', 'Escribe tu nombre'],
      ['Correo de trabajo', 'El correo es obligatorio'],
      ['Mensaje', 'Escribe tu mensaje'],
    ] as const) {
      const field = page.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(new RegExp(message));
    }
    await expect(page.getByLabel('Nombre')).toBeFocused();
    // Corrected, a field loses its mark as it is typed in.
    await page.getByLabel('Correo de trabajo').fill('ana@empresa');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByLabel('Correo de trabajo')).toHaveAccessibleDescription('El correo no es válido');
    await page.getByLabel('Correo de trabajo').fill('ana@empresa.mx');
    await expect(page.getByLabel('Correo de trabajo')).not.toHaveAttribute('aria-invalid');
    await page.getByLabel('Mensaje').fill('Hola');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByLabel('Mensaje')).toHaveAccessibleDescription(/al menos 10 caracteres/);
    expect(sent).toBe(0);
  });

  test('filled by keyboard, sends the message, thanks, clears the form, and the team gets the mail', async ({ page }) => {
    const name = `Ana Prueba ${randomUUID().slice(0, 8)}`;
    // The answer waits until the busy state is seen.
    let releaseAnswer = () => {};
    const answerReleased = new Promise<void>((resolve) => (releaseAnswer = resolve));
    await page.route('**/api/contact', async (route) => {
      await answerReleased;
      await route.continue();
    });
    await page.getByLabel('Nombre').focus();
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await page.keyboard.type('ana.prueba@empresa.mx');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Plan que te interesa')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.type('Somos 140 personas en dos turnos en Zapopan y queremos empezar en enero');
    await page.keyboard.press('Tab');
    const send = page.getByRole('button', { name: 'Enviar mensaje' });
    await expect(send).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Enviando…' })).toBeDisabled();
    releaseAnswer();
    await expect(page.getByRole('status')).toHaveText('¡Gracias! Recibimos tu mensaje y te responderemos pronto.');
    await expect(send).toBeEnabled();
    for (const label of ['Nombre', 'Correo de trabajo', 'Mensaje']) await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
    const mail = await waitForMail(e2eEnvironment.contactEmail, new RegExp(name));
    expect(mail.text).toContain('140 personas en dos turnos en Zapopan');
  });

  test('shows the server’s message under the field it names', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 400, json: { success: false, message: 'Revisa los datos enviados', errors: [{ field: 'email', message: 'Usa el correo de tu empresa' }] } }),
    );
    await fillContactForm(page, 'ana@empresa.mx');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByRole('alert')).toHaveText('Revisa los datos enviados');
    await expect(page.getByLabel('Correo de trabajo')).toHaveAccessibleDescription('Usa el correo de tu empresa');
    await expect(page.getByLabel('Correo de trabajo')).toBeFocused();
  });

  test('without a connection, says so and keeps what was typed', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
    await fillContactForm(page, 'ana@empresa.mx');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByRole('alert')).toContainText('No pudimos enviar tu mensaje');
    await expect(page.getByLabel('Mensaje')).toHaveValue(contactMessage);
    await expect(page.getByRole('button', { name: 'Enviar mensaje' })).toBeEnabled();
  });

  test('the sixth message an hour from one address is refused, and what was typed stays', async ({ page, request }) => {
    const client = asNewClient();
    await page.setExtraHTTPHeaders(client);
    // Five messages from the address, each from another email (an email has its own, lower limit).
    const run = randomUUID().slice(0, 8);
    for (let index = 0; index < 5; index += 1) {
      const response = await request.post('/api/contact', { headers: client, data: { name: 'Ana', email: `ana-${run}-${index}@empresa.mx`, message: contactMessage } });
      expect(response.status()).toBe(201);
    }
    await fillContactForm(page, `ana-${run}-6@empresa.mx`);
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByRole('alert')).toContainText('Demasiados intentos');
    await expect(page.getByLabel('Mensaje')).toHaveValue(contactMessage);
    await expect(page.getByLabel('Correo de trabajo')).toHaveValue(`ana-${run}-6@empresa.mx`);
  });
});

const contactMessage = 'Queremos conocer el plan Advanced para tres plantas.';

async function fillContactForm(page: Page, email: string) {
  await page.getByLabel('Nombre').fill('Ana López');
  await page.getByLabel('Correo de trabajo').fill(email);
  await page.getByLabel('Mensaje').fill(contactMessage);
}

test('the questions page opens from the footer, answers by keyboard and keeps the language', async ({ page }) => {
  await page.goto('/en');
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/en\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  const question = page.locator('summary', { hasText: 'How much does it cost?' });
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/starts at MXN 1,499 a month, VAT included/)).toBeVisible();
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeVisible();
  // Its header leads back to the landing's sections.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Planes' }).click();
  await expect(page).toHaveURL(/\/#plans$/);
  await expect(page.locator('#plans').getByRole('heading', { level: 2 })).toBeInViewport();
});
