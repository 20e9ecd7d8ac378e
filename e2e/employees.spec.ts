import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  apiToken,
  expect,
  logIn,
  logInThroughApi,
  newEmployee,
  registerEmployeeThroughApi,
  signUpThroughApi,
  test,
  waitForMailLinks,
  type Company,
} from './fixtures';

/** The administrator, logged in, opens the employee list from the menu of /home. */
async function openEmployees(page: Page, company: Company) {
  await logInThroughApi(page, company);
  await page.goto('/home');
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Empleados' }).click();
  await expect(page.getByRole('heading', { name: 'Empleados' })).toBeVisible();
}

const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const alertNotice = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
/** A value of the detail page's description list, by its label. */
const detailValue = (page: Page, label: string) => page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

test.describe('employees, as an administrator manages them', () => {
  test('join link: a person signs up, waits as Pendiente, is approved and logs in', async ({ page, request, browser }) => {
    const company = await signUpThroughApi(request);
    await openEmployees(page, company);
    await page.getByRole('button', { name: 'Enlace de registro' }).click();
    const linkField = page.getByRole('textbox', { name: 'Enlace de registro de tu empresa' });
    await expect(linkField).toHaveValue(/\/join\/\S+$/);
    const joinLink = await linkField.inputValue();

    const person = { ...newEmployee('Mariana', 'Ortiz Vega'), password: 'camino-al-trabajo' };
    const fullName = 'Mariana Ortiz Vega';
    const context = await browser.newContext();
    const personPage = await context.newPage();
    await personPage.goto(joinLink);
    await expect(personPage.getByRole('heading', { name: `Únete a ${company.companyName} en Rumbo` })).toBeVisible();
    await personPage.getByLabel('Nombres').fill(person.firstNames);
    await personPage.getByLabel('Apellidos').fill(person.lastNames);
    await personPage.getByRole('textbox', { name: 'Correo' }).fill(person.email);
    await personPage.getByLabel('Teléfono').fill(person.phone);
    await personPage.getByLabel(/^Contraseña/).fill(person.password);
    await personPage.getByRole('button', { name: 'Crear mi cuenta' }).click();
    await expect(personPage.getByText('Listo. Un administrador de tu empresa debe aprobar tu cuenta antes de que puedas iniciar sesión.')).toBeVisible();

    await personPage.goto('/login');
    await logIn(personPage, person);
    await expect(alertNotice(personPage, 'Tu cuenta está pendiente de aprobación por un administrador')).toBeVisible();
    await expect(personPage).toHaveURL(/\/login$/);

    await page.reload();
    await expect(row(page, fullName)).toContainText('Pendiente');
    await expect(page.getByRole('button', { name: `Cambiar rol: ${fullName}` })).toHaveCount(0);
    await page.getByRole('button', { name: `Aprobar: ${fullName}` }).click();
    await expect(notice(page, 'Empleado aprobado exitosamente')).toBeVisible();
    await expect(row(page, fullName)).toContainText('Activo');
    await expect(page.getByRole('button', { name: `Aprobar: ${fullName}` })).toHaveCount(0);

    await logIn(personPage, person);
    // Not an administrator: they land on their rides.
    await expect(personPage).toHaveURL(/\/app$/);
    await expect(personPage.getByRole('heading', { name: 'Tus viajes compartidos' })).toBeVisible();
    await context.close();
  });

  test('register through the form: the invitation mail lets the person choose a password and log in', async ({ page, request, browser }) => {
    const company = await signUpThroughApi(request, { verified: true });
    await openEmployees(page, company);
    await page.getByRole('link', { name: 'Crear nuevo' }).click();
    await expect(page).toHaveURL(/\/employees\/register-employee$/);
    await expect(page.getByRole('heading', { name: 'Registrar empleado' })).toBeVisible();
    await expect(page.getByLabel('ID de empleado')).toHaveAttribute('placeholder', 'Se asigna al registrar');
    // The register page has its own words under its heading, not the list's.
    await expect(page.getByText('Agrega a una persona de tu empresa. Todos los campos son obligatorios.')).toBeVisible();
    await expect(page.getByText('Las personas de tu empresa que comparten viajes.')).toHaveCount(0);

    await page.getByRole('button', { name: 'Registrar' }).click();
    for (const message of ['Los nombres son obligatorios', 'Los apellidos son obligatorios', 'El correo es obligatorio', 'El teléfono es obligatorio', 'La dirección es obligatoria']) {
      await expect(page.getByText(message)).toBeVisible();
    }

    const person = newEmployee('Andrés', 'Castillo Núñez');
    const fullName = 'Andrés Castillo Núñez';
    await page.getByLabel('Nombres').fill(person.firstNames);
    await page.getByLabel('Apellidos').fill(person.lastNames);
    await page.getByRole('textbox', { name: 'Correo' }).fill(person.email);
    await page.getByLabel('Teléfono').fill('123');
    await page.getByLabel('Dirección').fill(person.address);
    await page.getByRole('button', { name: 'Registrar' }).click();
    await expect(page.getByText('El teléfono no es válido. Escribe 10 dígitos, o el número con su código de país (+52 ...)')).toBeVisible();
    await page.getByLabel('Teléfono').fill(person.phone);
    await expect(page.getByLabel('Enviar una invitación por correo para que elija su contraseña')).toBeChecked();
    await page.getByRole('button', { name: 'Registrar' }).click();

    await expect(notice(page, `Empleado ${fullName} registrado exitosamente`)).toBeVisible();
    await expect(page).toHaveURL(/\/employees$/);
    await expect(row(page, fullName)).toContainText(person.email);
    await expect(row(page, fullName)).toContainText('Activo');

    const links = await waitForMailLinks(person.email, /te invita a Rumbo/);
    const invitation = links.find((link) => link.includes('/accept-invitation?token='));
    expect(invitation).toBeTruthy();
    const context = await browser.newContext();
    const personPage = await context.newPage();
    await personPage.goto(invitation!);
    await expect(personPage.getByRole('heading', { name: 'Elige tu contraseña' })).toBeVisible();
    await personPage.getByLabel('Nueva contraseña').fill('mi-primer-viaje');
    await personPage.getByLabel('Repite la contraseña').fill('mi-primer-viaje');
    await personPage.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(personPage).toHaveURL(/\/login$/);
    await logIn(personPage, { email: person.email, password: 'mi-primer-viaje' });
    // Not an administrator: they land on their rides.
    await expect(personPage).toHaveURL(/\/app$/);
    await expect(personPage.getByRole('heading', { name: 'Tus viajes compartidos' })).toBeVisible();
    await context.close();
  });

  test('an administrator whose email is not verified registers without sending an invitation, and is told why', async ({ page, request }) => {
    const company = await signUpThroughApi(request);
    await openEmployees(page, company);
    await page.getByRole('link', { name: 'Crear nuevo' }).click();
    const invitation = page.getByLabel('Enviar una invitación por correo para que elija su contraseña');
    await expect(invitation).toBeDisabled();
    await expect(invitation).not.toBeChecked();
    await expect(page.getByText('Verifica tu correo para enviar invitaciones: usa el enlace que te enviamos al registrarte.')).toBeVisible();
    const person = newEmployee('Sin', 'Invitación');
    await page.getByLabel('Nombres').fill(person.firstNames);
    await page.getByLabel('Apellidos').fill(person.lastNames);
    await page.getByRole('textbox', { name: 'Correo' }).fill(person.email);
    await page.getByLabel('Teléfono').fill(person.phone);
    await page.getByLabel('Dirección').fill(person.address);
    await page.getByRole('button', { name: 'Registrar' }).click();
    await expect(notice(page, 'Empleado Sin Invitación registrado exitosamente')).toBeVisible();
  });

  test('edit, change role, trash, restore and delete for good', async ({ page, request }) => {
    const company = await signUpThroughApi(request);
    const token = await apiToken(request, company);
    await registerEmployeeThroughApi(request, token, newEmployee('Rocío', 'Salinas'));
    await openEmployees(page, company);

    await page.getByRole('button', { name: 'Editar: Rocío Salinas' }).click();
    await expect(page).toHaveURL(/\/employees\/edition-employee\?id=[0-9a-f-]+$/);
    const editUrl = page.url();
    await expect(page.getByLabel('Nombres')).toHaveValue('Rocío');
    await page.getByLabel('Apellidos').fill('Salinas Treviño');
    await page.getByLabel('Teléfono').fill('+52 81 2345 6789');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(notice(page, 'Empleado actualizado')).toBeVisible();
    await expect(page).toHaveURL(/\/employees$/);
    const name = 'Rocío Salinas Treviño';
    await expect(row(page, name)).toContainText('+52 81 2345 6789');

    await page.goto(editUrl);
    await page.reload();
    await expect(page.getByLabel('Apellidos')).toHaveValue('Salinas Treviño');
    await expect(page.getByLabel('Teléfono')).toHaveValue('+52 81 2345 6789');
    await page.getByRole('link', { name: 'Cancelar' }).click();
    await expect(page).toHaveURL(/\/employees$/);

    await page.getByRole('button', { name: `Cambiar rol: ${name}` }).click();
    const roleDialog = page.getByRole('dialog', { name: 'Cambiar rol' });
    await expect(roleDialog).toContainText(`¿Cambiar el rol de ${name} a Administrador?`);
    await roleDialog.getByRole('button', { name: 'Cambiar rol' }).click();
    await expect(notice(page, 'Rol de empleado actualizado exitosamente')).toBeVisible();
    await expect(roleDialog).toBeHidden();
    await expect(row(page, name)).toContainText('Administrador');

    const trash = async () => {
      await page.getByRole('button', { name: `Eliminar: ${name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Mover a la papelera' });
      await expect(dialog).toContainText(`¿Mover a ${name} a la papelera? Podrás restaurar a esta persona durante 30 días.`);
      await dialog.getByRole('button', { name: 'Mover a la papelera' }).click();
      await expect(notice(page, 'Empleado movido a la papelera exitosamente')).toBeVisible();
      await expect(row(page, name)).toHaveCount(0);
    };
    await trash();

    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('link', { name: 'Papelera' }).click();
    await expect(page.getByRole('heading', { name: 'Papelera', exact: true })).toBeVisible();
    await expect(row(page, name)).toContainText(/\d{2}\/\d{2}\/\d{4} - \d{2}:\d{2} [ap]\.m\./);
    await page.getByRole('button', { name: `Restaurar: ${name}` }).click();
    const restoreDialog = page.getByRole('dialog', { name: 'Restaurar empleado' });
    await expect(restoreDialog).toContainText(`¿Restaurar a ${name}? Volverá a la lista de empleados.`);
    await restoreDialog.getByRole('button', { name: 'Restaurar' }).click();
    await expect(notice(page, 'Empleado restaurado')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'La papelera está vacía' })).toBeVisible();

    await menu.getByRole('link', { name: 'Empleados' }).click();
    await expect(row(page, name)).toContainText('Administrador');
    await trash();

    await menu.getByRole('link', { name: 'Papelera' }).click();
    await page.getByRole('button', { name: `Eliminar definitivamente: ${name}` }).click();
    const deleteDialog = page.getByRole('dialog', { name: 'Eliminar definitivamente' });
    await expect(deleteDialog).toContainText(`¿Eliminar a ${name} para siempre? No se puede deshacer.`);
    await deleteDialog.getByRole('button', { name: 'Eliminar definitivamente' }).click();
    await expect(notice(page, 'Empleado eliminado definitivamente')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'La papelera está vacía' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'La papelera está vacía' })).toBeVisible();
  });

  test('detail: shown read-only, edited with trip preferences and suspension; the suspended person is locked out', async ({ page, request, browser }) => {
    const company = await signUpThroughApi(request);
    const token = await apiToken(request, company);
    const auth = { authorization: `Bearer ${token}` };
    // A person with a password of their own: signs up through the join link, then is approved.
    const joinLink = (await (await request.get('/api/enterprise/join-link', { headers: auth })).json()) as { data: { code: string } };
    const person = { ...newEmployee('Iván', 'Cárdenas Solís'), password: 'ruta-compartida' };
    const name = 'Iván Cárdenas Solís';
    expect((await request.post(`/api/join/${joinLink.data.code}`, { data: person })).status()).toBe(201);
    const found = (await (await request.get('/api/enterprise/employees?search=cardenas', { headers: auth })).json()) as { employees: { employeeId: string }[] };
    expect((await request.patch(`/api/employee/${found.employees[0]!.employeeId}/approve`, { headers: auth })).status()).toBe(200);

    const context = await browser.newContext();
    const personPage = await context.newPage();
    await logInThroughApi(personPage, person);
    await personPage.goto('/home');
    await expect(personPage.getByRole('heading', { name: 'Mis datos de contacto' })).toBeVisible();

    await openEmployees(page, company);
    await page.getByRole('button', { name: `Ver detalle: ${name}` }).click();
    await expect(page).toHaveURL(/\/employees\/manager-employee\?id=[0-9a-f-]+&mode=mostrar$/);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    // Shown as text to read, not as disabled fields, and nothing to cancel.
    await expect(detailValue(page, 'Nombres')).toHaveText('Iván');
    await expect(detailValue(page, 'Apellidos')).toHaveText('Cárdenas Solís');
    await expect(detailValue(page, 'Correo')).toHaveText(person.email);
    await expect(detailValue(page, 'Teléfono')).toHaveText(/^\+52 55 \d{4} \d{4}$/);
    await expect(detailValue(page, 'Preferencias de viaje')).toHaveText('No especificado');
    await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('combobox')).toHaveCount(0);
    await expect(page.getByRole('main').locator('input, textarea, select')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('button', { name: 'Cancelar' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'Cancelar' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Editar' }).click();
    await expect(page).toHaveURL(/mode=editar$/);
    // Cancelling an edit goes back to what was shown.
    await page.getByRole('link', { name: 'Cancelar' }).click();
    await expect(page).toHaveURL(/mode=mostrar$/);
    await expect(detailValue(page, 'Nombres')).toHaveText('Iván');
    await page.getByRole('button', { name: 'Editar' }).click();
    await expect(page).toHaveURL(/mode=editar$/);
    await page.getByLabel('Preferencias de viaje').fill('Salgo de Coyoacán a las 7:30, tres lugares');
    await page.getByRole('combobox', { name: 'Estado' }).click();
    await page.getByRole('option', { name: 'Suspendido' }).click();
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(notice(page, 'Empleado actualizado')).toBeVisible();
    await expect(page).toHaveURL(/mode=mostrar$/);
    await expect(detailValue(page, 'Preferencias de viaje')).toHaveText('Salgo de Coyoacán a las 7:30, tres lugares');
    await expect(detailValue(page, 'Estado')).toHaveText('Suspendido');
    await page.reload();
    await expect(detailValue(page, 'Preferencias de viaje')).toHaveText('Salgo de Coyoacán a las 7:30, tres lugares');

    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Empleados' }).click();
    await expect(row(page, name)).toContainText('Salgo de Coyoacán');
    await expect(row(page, name)).toContainText('Suspendido');

    // The person's session ended with the suspension, and their right password is told why it no longer opens one.
    await personPage.reload();
    await expect(personPage).toHaveURL(/\/login$/);
    await logIn(personPage, person);
    await expect(alertNotice(personPage, 'Tu cuenta está suspendida. Pide a un administrador de tu empresa que la reactive.')).toBeVisible();
    await expect(personPage).toHaveURL(/\/login$/);
    await context.close();
  });

  test('search and page live in the URL and survive a reload', async ({ page, request }) => {
    const company = await signUpThroughApi(request);
    const token = await apiToken(request, company);
    const ramirez = ['Adriana', 'Beatriz', 'Carlos', 'Daniela', 'Emilio', 'Fernanda', 'Gabriel', 'Héctor', 'Irene', 'Javier', 'Karla', 'Leonardo', 'Mónica', 'Nicolás', 'Óscar', 'Paola', 'Quetzal', 'Raúl', 'Sofía', 'Tomás', 'Úrsula', 'Valeria'];
    // Sequential on purpose: each registration locks the company row to count its seats.
    for (const firstNames of ramirez) await registerEmployeeThroughApi(request, token, newEmployee(firstNames, 'Ramírez'));
    await registerEmployeeThroughApi(request, token, newEmployee('José', 'Pérez'));
    await openEmployees(page, company);
    const pages = page.getByRole('navigation', { name: 'Páginas de empleados' });
    await expect(page.getByText('24 empleados')).toBeVisible();
    await expect(pages).toBeVisible();

    const search = page.getByRole('searchbox', { name: 'Buscar por nombre' });
    await search.pressSequentially('jose perez');
    await expect(page).toHaveURL(/\/employees\?search=jose(\+|%20)perez$/);
    await expect(row(page, 'José Pérez')).toBeVisible();
    await expect(pages).toHaveCount(0);
    await page.reload();
    await expect(search).toHaveValue('jose perez');
    await expect(row(page, 'José Pérez')).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(2);

    await search.fill('RAMIREZ');
    await expect(page).toHaveURL(/\?search=RAMIREZ$/);
    await expect(page.getByText('22 empleados')).toBeVisible();
    await expect(row(page, 'Adriana Ramírez')).toBeVisible();
    await pages.getByRole('button', { name: 'Página 2' }).click();
    await expect(page).toHaveURL(/\?search=RAMIREZ&page=2$/);
    await expect(row(page, 'Karla Ramírez')).toBeVisible();
    await expect(row(page, 'Adriana Ramírez')).toHaveCount(0);
    await page.reload();
    await expect(search).toHaveValue('RAMIREZ');
    await expect(row(page, 'Karla Ramírez')).toBeVisible();
    await expect(row(page, 'Tomás Ramírez')).toBeVisible();
    await expect(pages.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    await pages.getByRole('button', { name: 'Página siguiente' }).click();
    await expect(page).toHaveURL(/\?search=RAMIREZ&page=3$/);
    await expect(page.getByRole('row')).toHaveCount(3);
    await expect(row(page, 'Valeria Ramírez')).toBeVisible();

    await search.fill('');
    await expect(page).toHaveURL(/\/employees$/);
    await expect(page.getByText('24 empleados')).toBeVisible();
  });

  test('at 375 px: compact row actions, floating add button, no sideways scroll', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const company = await signUpThroughApi(request);
    const token = await apiToken(request, company);
    await registerEmployeeThroughApi(request, token, newEmployee('Valentina', 'Guadalupe Hernández Villaseñor'));
    await logInThroughApi(page, company);
    await page.goto('/employees');
    const name = 'Valentina Guadalupe Hernández Villaseñor';
    await expect(row(page, name)).toContainText('Activo');
    await expect(page.getByRole('button', { name: `Editar: ${name}` })).toHaveCount(0);

    await page.getByRole('button', { name: `Acciones de ${name}` }).click();
    const menu = page.getByRole('menu');
    for (const action of ['Cambiar rol', 'Ver detalle', 'Editar', 'Eliminar']) {
      await expect(menu.getByRole('menuitem', { name: action })).toBeVisible();
    }
    await expect(menu.getByRole('menuitem', { name: 'Aprobar' })).toHaveCount(0);
    // In the order of the wide screen's icons, the deletion last.
    await expect(menu.getByRole('menuitem')).toHaveText(['Ver viajes', 'Cambiar rol', 'Ver detalle', 'Editar', 'Eliminar']);
    // Escape closes it and gives the focus back to its button; the keyboard opens it again.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: `Acciones de ${name}` })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('menuitem', { name: 'Eliminar' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath('employees-375.png'), fullPage: true });

    await menu.getByRole('menuitem', { name: 'Eliminar' }).click();
    await expect(page.getByRole('dialog', { name: 'Mover a la papelera' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();

    await expect(page.getByRole('link', { name: 'Crear nuevo' })).toBeHidden();
    await page.getByRole('link', { name: 'Agregar empleado' }).click();
    await expect(page).toHaveURL(/\/employees\/register-employee$/);
    await expect(page.getByRole('heading', { name: 'Registrar empleado' })).toBeVisible();
  });

  test('the last administrator cannot give up the role or be trashed', async ({ page, request }) => {
    const company = await signUpThroughApi(request);
    await openEmployees(page, company);
    const admin = company.representativeName;
    await expect(row(page, admin)).toContainText('Administrador');

    await page.getByRole('button', { name: `Cambiar rol: ${admin}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Cambiar rol' });
    await expect(dialog).toContainText(`¿Cambiar el rol de ${admin} a Empleado?`);
    await dialog.getByRole('button', { name: 'Cambiar rol' }).click();
    await expect(alertNotice(page, 'La empresa debe conservar al menos un administrador activo')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row(page, admin)).toContainText('Administrador');

    await page.getByRole('button', { name: `Eliminar: ${admin}` }).click();
    await page.getByRole('dialog', { name: 'Mover a la papelera' }).getByRole('button', { name: 'Mover a la papelera' }).click();
    await expect(alertNotice(page, 'La empresa debe conservar al menos un administrador activo')).toBeVisible();
    await expect(row(page, admin)).toContainText('Activo');
  });

  test('a page past the end goes to the last page with rows; with no rows at all, the empty state leads back', async ({ page, request }) => {
    const company = await signUpThroughApi(request);
    const token = await apiToken(request, company);
    // With the administrator, eleven people: the second page holds Zoe alone.
    for (const firstNames of ['Alba', 'Bruno', 'Cecilia', 'Darío', 'Elena', 'Felipe', 'Gloria', 'Hugo', 'Inés', 'Zoe']) {
      await registerEmployeeThroughApi(request, token, newEmployee(firstNames, 'Prueba'));
    }
    await logInThroughApi(page, company);

    await page.goto('/employees?page=999');
    await expect(page).toHaveURL(/\/employees\?page=2$/);
    await expect(row(page, 'Zoe Prueba')).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(2);
    const pages = page.getByRole('navigation', { name: 'Páginas de empleados' });
    await expect(pages.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');

    // Zoe, the last person of the last page, goes to the trash: the list moves back to the page that has rows.
    await page.getByRole('button', { name: 'Eliminar: Zoe Prueba' }).click();
    await page.getByRole('dialog', { name: 'Mover a la papelera' }).getByRole('button', { name: 'Mover a la papelera' }).click();
    await expect(notice(page, 'Empleado movido a la papelera exitosamente')).toBeVisible();
    await expect(page).toHaveURL(/\/employees$/);
    await expect(page.getByText('10 empleados')).toBeVisible();
    await expect(row(page, 'Alba Prueba')).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(11);
    await expect(pages).toHaveCount(0);

    // No rows at all: the empty state says so and leads back to everyone.
    await page.goto('/employees?search=nadie&page=999');
    await expect(page.getByText('Nadie coincide con «nadie».')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page).toHaveURL(/\/employees\?search=nadie$/);
    await page.getByRole('button', { name: 'Ver a todos los empleados' }).click();
    await expect(page).toHaveURL(/\/employees$/);
    await expect(page.getByRole('searchbox', { name: 'Buscar por nombre' })).toHaveValue('');
    await expect(row(page, 'Alba Prueba')).toBeVisible();
  });

  test('long names and emails: the table fits its area at every width, its actions are reachable, an email shows in full on hover and focus', async ({ page, request }) => {
    const company = await signUpThroughApi(request);
    const token = await apiToken(request, company);
    const people = [
      ['María Guadalupe', 'Hernández de la Garza', 'maria.guadalupe.hernandez.delagarza'],
      ['José Francisco Javier', 'Villaseñor Castañeda', 'josefrancisco.villasenor.castaneda'],
      ['Ana Sofía', 'de los Santos Montemayor', 'anasofia.delossantos.montemayor'],
    ] as const;
    // Monterrey numbers (area code 81, two digits), typed as people write them.
    const line = String(randomInt(1000, 10_000));
    for (const [index, [firstNames, lastNames, user]] of people.entries()) {
      const employee = newEmployee(firstNames, lastNames);
      await registerEmployeeThroughApi(request, token, { ...employee, email: `${user}.${employee.email.split('@')[0]}@transportesdelvalle.com.mx`, phone: index === 0 ? `81 ${line} 5678` : employee.phone });
    }
    const longest = 'María Guadalupe Hernández de la Garza';
    const found = (await (await request.get('/api/enterprise/employees?search=garza', { headers: { authorization: `Bearer ${token}` } })).json()) as { employees: { email: string; phone: string }[] };
    const email = found.employees[0]!.email;
    // The API answers E.164; only the screen formats it.
    expect(found.employees[0]!.phone).toBe(`+5281${line}5678`);

    await logInThroughApi(page, company);
    for (const width of [375, 768, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/employees');
      await expect(row(page, longest)).toBeVisible();
      const table = page.getByRole('table');
      // Nothing between the table and the page's main area scrolls or overflows sideways, and the table ends inside that area.
      const fit = await table.evaluate((element) => {
        const main = element.closest('main')!;
        const overflowing: string[] = [];
        for (let box: Element | null = element; box && box !== main; box = box.parentElement) {
          if (box.scrollWidth > box.clientWidth + 1) overflowing.push(`${box.tagName.toLowerCase()}.${box.getAttribute('class')} ${box.scrollWidth} > ${box.clientWidth}`);
        }
        const area = main.getBoundingClientRect().right - parseFloat(getComputedStyle(main).paddingRight);
        return { overflowing, beyondArea: element.getBoundingClientRect().right - area, page: document.documentElement.scrollWidth - document.documentElement.clientWidth };
      });
      expect(fit.overflowing, `overflowing at ${width} px`).toEqual([]);
      expect(fit.beyondArea, `table within the main area at ${width} px`).toBeLessThanOrEqual(1);
      expect(fit.page, `no sideways scroll at ${width} px`).toBeLessThanOrEqual(0);

      // The actions of the row: every button whole inside the viewport, and nothing covering it.
      const actions = width <= 1024 ? [`Acciones de ${longest}`] : ['Cambiar rol', 'Ver detalle', 'Editar', 'Eliminar'].map((action) => `${action}: ${longest}`);
      for (const name of actions) {
        const button = page.getByRole('button', { name, exact: true });
        const box = (await button.boundingBox())!;
        expect(box.x, `${name} at ${width} px`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${name} at ${width} px`).toBeLessThanOrEqual(width);
        await button.click({ trial: true });
      }

      // The name reads on at most two lines.
      const nameText = row(page, longest).getByText(longest, { exact: true });
      const lines = await nameText.evaluate((element) => element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight));
      expect(lines, `lines of the name at ${width} px`).toBeLessThan(2.5);

      // The email is cut with an ellipsis, and shown in full on keyboard focus and on hover (the
      // tooltip is set up on first use: at the first width, focus sets it up, and keeps to the link).
      const link = row(page, longest).getByRole('link', { name: email });
      await expect(link).toBeVisible();
      await link.focus();
      await expect(page.getByRole('tooltip', { name: email })).toBeVisible();
      await expect(link).toBeFocused();
      await link.blur();
      await expect(page.getByRole('tooltip', { name: email })).toBeHidden();
      await link.hover();
      await expect(page.getByRole('tooltip', { name: email })).toBeVisible();
      await page.mouse.move(0, 0);
      await expect(page.getByRole('tooltip', { name: email })).toBeHidden();
      if (width === 375 || width === 1280) await page.screenshot({ path: test.info().outputPath(`employees-long-names-${width}.png`), fullPage: true });
    }
    // Phone numbers read as their country writes them.
    await expect(row(page, longest)).toContainText(`+52 81 ${line} 5678`);
  });
});
