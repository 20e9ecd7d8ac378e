import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { apiToken, expect, logInThroughApi, newEmployee, registerEmployeeThroughApi, signUpThroughApi, test, waitForMailLinks, type Company } from './fixtures';

const utf8Bom = [0xef, 0xbb, 0xbf];

async function openImportPage(page: Page, company: Company) {
  await logInThroughApi(page, company);
  await page.goto('/employees/import');
  await expect(page.getByRole('heading', { name: 'Importar empleados' })).toBeVisible();
}

async function chooseFile(page: Page, buffer: Buffer) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Archivo CSV' }).click()]);
  await chooser.setFiles({ name: 'empleados.csv', mimeType: 'text/csv', buffer });
}

type ListAnswer = { total: number; employees: { fullName: string; address: string }[] };

test.describe('employees, imported from a CSV file', () => {
  test('the template, a preview naming the bad rows, then only the valid rows are saved', async ({ page, request }) => {
    const company = await signUpThroughApi(request);
    const token = await apiToken(request, company);
    const existing = await registerEmployeeThroughApi(request, token, newEmployee('Ya', 'Registrada'));
    const taken = newEmployee('Otra', 'Persona');
    await registerEmployeeThroughApi(request, token, taken);

    await logInThroughApi(page, company);
    await page.goto('/employees');
    await expect(page.getByRole('heading', { name: 'Empleados' })).toBeVisible();
    await page.getByRole('link', { name: 'Importar CSV' }).click();
    await expect(page.getByRole('heading', { name: 'Importar empleados' })).toBeVisible();

    // The person starts from the template, as its header row names the columns in Spanish.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar plantilla' }).click()]);
    const template = await readFile((await download.path())!);
    // UTF-8 with a byte order mark, so Excel shows "Teléfono" and not "TelÃ©fono".
    expect([...template.subarray(0, 3)]).toEqual(utf8Bom);
    const [header] = template.subarray(3).toString('utf8').split(/\r?\n/);
    expect(header).toBe('Nombres,Apellidos,Correo,Teléfono,Dirección');

    const lucia = newEmployee('Lucía', 'Domínguez Ruiz');
    const ramon = newEmployee('Ramón', 'Aguilar');
    const csv = [
      header,
      `${lucia.firstNames},${lucia.lastNames},${lucia.email},${lucia.phone},"${lucia.address}"`,
      `Sin,Correo,no-es-un-correo,${newEmployee('x', 'y').phone},Calle 1`,
      `Teléfono,Repetido,nuevo-${Date.now()}@empresa.mx,${taken.phone},Calle 2`,
      `${ramon.firstNames},${ramon.lastNames},${ramon.email},${ramon.phone},Calle 3`,
    ].join('\n');

    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Archivo CSV' }).click()]);
    await chooser.setFiles({ name: 'empleados.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });

    await expect(page.getByText('Filas válidas: 2. Con errores: 2.')).toBeVisible();
    await expect(page.getByText('Codificación leída: UTF-8')).toBeVisible();
    const problems = page.getByRole('table').filter({ hasText: 'Problemas' });
    // Numbered as the spreadsheet shows them: the header is row 1.
    await expect(problems.getByRole('row').filter({ hasText: 'Correo: El correo no es válido' }).getByRole('cell').first()).toHaveText('3');
    await expect(problems.getByRole('row').filter({ hasText: 'Teléfono: Ya existe una cuenta con este teléfono' }).getByRole('cell').first()).toHaveText('4');
    await expect(problems.getByRole('row')).toHaveCount(3);

    // Nothing is saved by the preview.
    const before = await request.get('/api/enterprise/employees?search=dominguez', { headers: { authorization: `Bearer ${token}` } });
    expect(((await before.json()) as { total: number }).total).toBe(0);

    await page.getByRole('button', { name: 'Importar 2 filas válidas' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Empleados importados: 2' })).toBeVisible();
    await expect(page).toHaveURL(/\/employees$/);
    await expect(page.getByRole('row').filter({ hasText: 'Lucía Domínguez Ruiz' })).toContainText('Activo');
    await expect(page.getByRole('row').filter({ hasText: 'Ramón Aguilar' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Sin Correo' })).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: existing.fullName })).toBeVisible();

    // The export carries everyone, the imported people included.
    const [exported] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
    const file = await readFile((await exported.path())!);
    expect([...file.subarray(0, 3)]).toEqual(utf8Bom);
    expect(file.subarray(3, 6).toString('utf8')).toBe('ID,'); // one mark, not two
    const lines = file.subarray(3).toString('utf8').trim().split(/\r?\n/);
    expect(lines[0]).toBe('ID,Nombres,Apellidos,Correo,Teléfono,Dirección,Estado,Rol,Preferencias de viaje');
    expect(lines).toHaveLength(6); // the header, the administrator, two registered and two imported
    expect(lines.some((line) => line.includes(lucia.email) && line.includes('Lucía'))).toBe(true);
    expect(lines.some((line) => line.includes(ramon.email))).toBe(true);
  });

  test('a file saved by Excel in Windows-1252 with semicolons: the preview names the encoding and reads the accents', async ({ page, request }) => {
    const company = await signUpThroughApi(request);
    const token = await apiToken(request, company);
    await openImportPage(page, company);

    const jose = newEmployee('José', 'Peña Ibáñez');
    const begona = newEmployee('Begoña', 'Núñez');
    // What Excel's "CSV (delimitado por comas)" writes in Spanish: semicolons, one byte a letter.
    const csv = [
      'Nombres;Apellidos;Correo;Teléfono;Dirección',
      `${jose.firstNames};${jose.lastNames};${jose.email};${jose.phone};Calle Niño 5, Col. Centro`,
      `${begona.firstNames};${begona.lastNames};${begona.email};${begona.phone};Av. Héroes 12`,
    ].join('\r\n');
    await chooseFile(page, Buffer.from(csv, 'latin1'));

    await expect(page.getByText('Codificación leída: Windows-1252 (CSV de Excel)')).toBeVisible();
    await expect(page.getByText('Filas válidas: 2. Con errores: 0.')).toBeVisible();
    const firstRows = page.getByRole('table', { name: 'Primeras filas que se importarán' });
    await expect(firstRows.getByRole('row').filter({ hasText: 'José Peña Ibáñez' }).getByRole('cell').first()).toHaveText('2');
    await expect(firstRows.getByRole('row').filter({ hasText: 'Begoña Núñez' }).getByRole('cell').first()).toHaveText('3');

    await page.getByRole('button', { name: 'Importar 2 filas válidas' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Empleados importados: 2' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'José Peña Ibáñez' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Begoña Núñez' })).toBeVisible();
    const saved = (await (await request.get('/api/enterprise/employees?search=pena', { headers: { authorization: `Bearer ${token}` } })).json()) as ListAnswer;
    expect(saved.employees.map(({ fullName, address }) => [fullName, address])).toEqual([['José Peña Ibáñez', 'Calle Niño 5, Col. Centro']]);
  });

  test('more rows than the plan admits: the preview says how many fit, imports exactly those and links to the plans', async ({ page, request }) => {
    const company = await signUpThroughApi(request); // the basic plan: 50, the administrator included
    const token = await apiToken(request, company);
    await openImportPage(page, company);

    // Rows 2 to 53 of the spreadsheet, each person named after their row; row 3 has no valid email.
    const lines = Array.from({ length: 52 }, (_, index) => {
      const person = newEmployee(`Fila${index + 2}`, 'Plan');
      return `${person.firstNames},${person.lastNames},${index === 1 ? 'no-es-un-correo' : person.email},${person.phone},Calle 1`;
    });
    await chooseFile(page, Buffer.from(['Nombres,Apellidos,Correo,Teléfono,Dirección', ...lines].join('\n'), 'utf8'));

    await expect(page.getByText('Filas válidas: 51. Con errores: 1.')).toBeVisible();
    await expect(
      page.getByText(
        'Tu plan admite 49 personas más: se importarán las primeras 49 filas válidas (filas 2 a 51). Las otras 2 filas válidas (desde la fila 52) no se importarán.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cambiar de plan' })).toHaveAttribute('href', '/home/plans');

    await page.getByRole('button', { name: 'Importar 49 filas válidas' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Empleados importados: 49' })).toBeVisible();
    await expect(page).toHaveURL(/\/employees$/);
    const headers = { authorization: `Bearer ${token}` };
    expect(((await (await request.get('/api/enterprise/employees', { headers })).json()) as ListAnswer).total).toBe(50);
    for (const [name, total] of [['fila2 plan', 1], ['fila3 plan', 0], ['fila51 plan', 1], ['fila52 plan', 0], ['fila53 plan', 0]] as const) {
      const found = (await (await request.get(`/api/enterprise/employees?search=${encodeURIComponent(name)}`, { headers })).json()) as ListAnswer;
      expect(found.total, name).toBe(total);
    }

    // With the plan full, the preview says so and offers no import.
    await page.goto('/employees/import');
    await chooseFile(page, Buffer.from(['Nombres,Apellidos,Correo,Teléfono,Dirección', lines.at(-1)].join('\n'), 'utf8'));
    await expect(page.getByText('Tu plan ya no admite más personas, así que no se importará ninguna fila.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Importar/ })).toBeDisabled();
  });

  test('invitations start ticked, as in the hand form; people imported without one are invited later from the list, all at once', async ({ page, request }) => {
    const company = await signUpThroughApi(request, { verified: true });
    await openImportPage(page, company);
    const people = [newEmployee('Inés', 'Sin Invitación'), newEmployee('Raúl', 'Sin Invitación')];
    const lines = people.map((person) => `${person.firstNames},${person.lastNames},${person.email},${person.phone},Calle 1`);
    await chooseFile(page, Buffer.from(['Nombres,Apellidos,Correo,Teléfono,Dirección', ...lines].join('\n'), 'utf8'));

    const invitations = page.getByRole('checkbox', { name: 'Enviar invitaciones por correo a quienes se importen' });
    await expect(invitations).toBeChecked();
    await invitations.uncheck();
    await page.getByRole('button', { name: 'Importar 2 filas válidas' }).click();
    await expect(page).toHaveURL(/\/employees$/);

    await expect(page.getByText('2 personas sin invitación')).toBeVisible();
    await page.getByRole('button', { name: 'Invitar a todos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enviar invitaciones' });
    await expect(dialog).toContainText('¿Enviar una invitación por correo a 2 personas?');
    await dialog.getByRole('button', { name: 'Enviar invitaciones' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Invitaciones enviadas: 2' })).toBeVisible();
    await expect(page.getByText(/personas sin invitación/)).toHaveCount(0);
    for (const person of people) {
      const links = await waitForMailLinks(person.email, /te invita a Rumbo/);
      expect(links.some((link) => link.includes('/accept-invitation?token='))).toBe(true);
    }
  });
});
