import { readFileSync } from 'node:fs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { generate } from 'otplib';
import { apiToken, expect, logIn, logInThroughApi, signUpThroughApi, test, type Company } from './fixtures';

const securityPath = '/home/profile/login-and-security';

/** Logs out from /home, so the next login lands there again. */
async function logOutFromHome(page: Page) {
  await page.goto('/home');
  await page.getByRole('button', { name: 'Menú de perfil' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Seeding logged in through the API: its sessions end, so the list holds only the browsers'. */
async function endSeedingSessions(request: APIRequestContext, company: Company) {
  const token = await apiToken(request, company);
  const loggedOut = await request.post('/api/auth/logout-all', { headers: { authorization: `Bearer ${token}` } });
  expect(loggedOut.status()).toBe(200);
}

/**
 * A code as the authenticator app shows it half a minute from now: the server takes the step after
 * the current one (a phone's clock may run ahead), and never the step a code was already spent in.
 */
function nextAppCode(secret: string): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
}

/** The company's administrator logged in on this page and on a second device (a browser context and an address of its own). */
async function logInOnTwoDevices(page: Page, browser: Browser, company: Pick<Company, 'email' | 'password'>) {
  await logInThroughApi(page, company);
  const otherContext = await browser.newContext();
  const otherPage = await otherContext.newPage();
  const { address: otherAddress } = await logInThroughApi(otherPage, company);
  return { otherContext, otherPage, otherAddress };
}

test.describe('login and security', () => {
  test('two-step verification: turned on with the app, then asked at login; a recovery code logs in once', async ({ page, request }) => {
    // Four logins, each hashing a password on a shared 2-core machine: a long journey, given the time it needs.
    test.slow();
    const company = await signUpThroughApi(request);
    await page.goto('/login');
    await logIn(page, company);
    await expect(page).toHaveURL(/\/home$/);

    await page.goto('/home/profile');
    await page.getByRole('link', { name: 'Inicio de sesión y seguridad' }).click();
    await expect(page).toHaveURL(new RegExp(`${securityPath}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Inicio de sesión y seguridad' })).toBeVisible();
    const twoStep = page.getByRole('region', { name: 'Verificación en dos pasos' });
    await expect(twoStep.getByText('Desactivada', { exact: true })).toBeVisible();

    // Turning it on takes the password first, in a dialog: a wrong one is said on its field.
    await twoStep.getByRole('button', { name: 'Activar' }).click();
    const confirm = page.getByRole('dialog', { name: 'Activar la verificación en dos pasos' });
    const password = confirm.getByLabel('Tu contraseña', { exact: true });
    await password.fill('no-es-la-clave');
    await confirm.getByRole('button', { name: 'Continuar' }).click();
    await expect(password).toHaveAccessibleDescription('La contraseña no es correcta');
    await password.fill(company.password);
    await confirm.getByRole('button', { name: 'Continuar' }).click();
    await expect(confirm).toBeHidden();
    await expect(twoStep.getByRole('img', { name: 'Código QR para tu app de autenticación' })).toBeVisible();
    const secret = (await page.getByTestId('two-step-secret').innerText()).replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

    const setupCode = twoStep.getByRole('textbox', { name: 'Código de 6 dígitos' });
    await setupCode.fill('12345');
    await twoStep.getByRole('button', { name: 'Confirmar' }).click();
    await expect(setupCode).toHaveAccessibleDescription('El código tiene 6 dígitos');
    await setupCode.fill(await generate({ secret }));
    await twoStep.getByRole('button', { name: 'Confirmar' }).click();

    await expect(page.getByText('Verificación en dos pasos activada')).toBeVisible();
    const codes = twoStep.getByRole('list', { name: 'Códigos de recuperación' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recoveryCodes = await codes.allInnerTexts();
    const download = page.waitForEvent('download');
    await twoStep.getByRole('button', { name: 'Descargar .txt' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('rumbo-codigos-de-recuperacion.txt');
    const saved = readFileSync(await file.path(), 'utf8');
    for (const code of recoveryCodes) expect(saved).toContain(code);

    await twoStep.getByRole('button', { name: 'Ya guardé mis códigos' }).click();
    await expect(codes).toHaveCount(0);
    await expect(twoStep.getByText('Activada', { exact: true })).toBeVisible();
    await expect(twoStep.getByText('Te quedan 10 códigos de recuperación.')).toBeVisible();

    // The password alone no longer opens a session: the code from the app does.
    await logOutFromHome(page);
    await logIn(page, company);
    await expect(page.getByRole('heading', { level: 1, name: 'Verificación en dos pasos' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Código de verificación' }).fill(await nextAppCode(secret));
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page).toHaveURL(/\/home$/);

    // A recovery code, instead of the app's, logs in once.
    await logOutFromHome(page);
    await logIn(page, company);
    await page.getByRole('button', { name: 'Usar un código de recuperación' }).click();
    await page.getByRole('textbox', { name: 'Código de recuperación' }).fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await page.goto(securityPath);
    await expect(twoStep.getByText('Te quedan 9 códigos de recuperación.')).toBeVisible();

    await logOutFromHome(page);
    await logIn(page, company);
    await page.getByRole('button', { name: 'Usar un código de recuperación' }).click();
    const loginCode = page.getByRole('textbox', { name: 'Código de recuperación' });
    await loginCode.fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(loginCode).toHaveAccessibleDescription(/El código de recuperación no es correcto o ya se usó/);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('changing the password ends the other sessions, and the new password logs in', async ({ page, browser, request }) => {
    const company = await signUpThroughApi(request);
    const { otherContext, otherPage } = await logInOnTwoDevices(page, browser, company);

    await page.goto(securityPath);
    const passwordSection = page.getByRole('region', { name: 'Cambiar contraseña' });
    const newPassword = 'rutas-nuevas-2026';
    await passwordSection.getByLabel('Contraseña actual', { exact: true }).fill('no-es-la-clave');
    await passwordSection.getByLabel('Nueva contraseña', { exact: true }).fill(newPassword);
    await passwordSection.getByLabel('Repite la nueva contraseña', { exact: true }).fill(newPassword);
    await passwordSection.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(passwordSection.getByLabel('Contraseña actual', { exact: true })).toHaveAccessibleDescription('La contraseña no es correcta');

    await passwordSection.getByLabel('Contraseña actual', { exact: true }).fill(company.password);
    await passwordSection.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(page.getByText('Contraseña actualizada. Cerramos tus sesiones en otros dispositivos.')).toBeVisible();
    await expect(passwordSection.getByLabel('Contraseña actual', { exact: true })).toHaveValue('');

    // This session goes on; the other device is out at its next step.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Inicio de sesión y seguridad' })).toBeVisible();
    await otherPage.goto('/home/profile');
    await expect(otherPage).toHaveURL(/\/login$/);

    await logIn(otherPage, company);
    await expect(otherPage.getByRole('alert').filter({ hasText: 'Credenciales inválidas' })).toBeVisible();
    await logIn(otherPage, { ...company, password: newPassword });
    await expect(otherPage).toHaveURL(/\/home\/profile$/);
    await otherContext.close();
  });

  test('the list of sessions shows both devices; ending the other logs it out, and signing out everywhere ends this one too', async ({ page, browser, request }) => {
    const company = await signUpThroughApi(request);
    await endSeedingSessions(request, company);
    const { otherContext, otherPage, otherAddress } = await logInOnTwoDevices(page, browser, company);

    await page.goto(securityPath);
    const sessions = page.getByRole('list', { name: 'Tus sesiones' }).getByRole('listitem');
    await expect(sessions).toHaveCount(2);
    const thisDevice = sessions.filter({ hasText: 'Este dispositivo' });
    const otherDevice = sessions.filter({ hasNotText: 'Este dispositivo' });
    await expect(thisDevice).toHaveCount(1);
    await expect(thisDevice.getByRole('button')).toHaveCount(0);
    await expect(otherDevice).toContainText('Chrome en Linux');
    await expect(otherDevice).toContainText(`Dirección IP: ${otherAddress}`);
    await expect(otherDevice).toContainText(/Último uso: \d{2}\/\d{2}\/\d{4} - \d{2}:\d{2} [ap]\.m\./);

    await otherDevice.getByRole('button', { name: 'Cerrar sesión en Chrome en Linux' }).click();
    await expect(page.getByText('Sesión cerrada en ese dispositivo')).toBeVisible();
    await expect(sessions).toHaveCount(1);
    await otherPage.goto('/home/profile');
    await expect(otherPage).toHaveURL(/\/login$/);
    await otherContext.close();

    await page.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Cerrar sesión en todos los dispositivos?' });
    await confirm.getByRole('button', { name: 'Sí, cerrar todas' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Cerraste sesión en todos los dispositivos')).toBeVisible();
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login$/);
  });
});
