import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { expect, logInThroughApi } from './fixtures';

// What the riders' journeys share: a phone in Mexico City, and the commute screen filled as a person does.

export const phone = { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, locale: 'es-MX', timezoneId: 'America/Mexico_City' } satisfies BrowserContextOptions;

/** A phone of its own (its own cookies and storage), logged in as the person. */
export async function phoneOf(browser: Browser, account: { email: string; password: string }, options: BrowserContextOptions = {}): Promise<Page> {
  const page = await (await browser.newContext({ ...phone, ...options })).newPage();
  await logInThroughApi(page, account);
  return page;
}

export type CommuteChoices = {
  home: { latitude: string; longitude: string; address?: string };
  role: 'Manejo y llevo a compañeros' | 'Viajo como pasajero';
  times?: { arriveAt: string; leaveAt: string };
  /** A weekday to tick besides the ones the form starts with ("viernes"). */
  alsoOn?: string;
  /** The gender chosen ("Mujer"), and whether to ride only with drivers of it (offered where the company allows it). */
  gender?: string;
  sameGenderDriver?: boolean;
};

/** Fills and saves the commute screen: home, the days and times when given, how the person travels, seats when driving. */
export async function saveCommute(page: Page, { home, role, times, alsoOn, gender, sameGenderDriver }: CommuteChoices) {
  await expect(page).toHaveTitle('Mi trayecto · Rumbo');
  if (home.address) await page.getByRole('textbox', { name: /^Dirección/ }).fill(home.address);
  await page.getByRole('textbox', { name: /^Latitud/ }).fill(home.latitude);
  await page.getByRole('textbox', { name: /^Longitud/ }).fill(home.longitude);
  if (alsoOn) await page.getByRole('checkbox', { name: alsoOn, exact: true }).check();
  if (times) {
    await page.getByLabel(/^Hora de llegada al trabajo/).fill(times.arriveAt);
    await page.getByLabel(/^Hora de salida del trabajo/).fill(times.leaveAt);
  }
  await page.getByRole('radio', { name: role }).check();
  if (role === 'Manejo y llevo a compañeros') await page.getByRole('combobox', { name: /^Asientos que ofreces/ }).selectOption('3');
  if (gender) await page.getByRole('combobox', { name: /^Tu género/ }).selectOption({ label: gender });
  if (sameGenderDriver) await page.getByRole('checkbox', { name: /Viajar solo con conductores de mi mismo género/ }).check();
  await page.getByRole('button', { name: 'Guardar mi trayecto' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Trayecto guardado' })).toBeVisible();
}
