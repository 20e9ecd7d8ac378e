import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { signUpAndLogIn } from '../../testing/factories.js';
import { employeesTable } from '../employees/employees.table.js';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ runJobs: false });
});
afterAll(async () => {
  await app.close();
});

const url = '/api/enterprise/profile';
const patch = (headers: Record<string, string>, payload: unknown) => app.inject({ method: 'PATCH', url, headers, payload: payload as object });
const readProfile = async (headers: Record<string, string>) => (await app.inject({ method: 'GET', url, headers })).json().data;

describe('GET /api/enterprise/profile', () => {
  it('answers the company’s profile, contact fields empty and no tax document yet', async () => {
    const { company, headers, user } = await signUpAndLogIn(app, { companyName: 'Transportes Rumbo' });
    const response = await app.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      success: true,
      data: {
        id: user.enterpriseId,
        name: 'Transportes Rumbo',
        email: company.email,
        language: 'spanish',
        appearance: 'light',
        timeZone: 'UTC-06:00',
        timeZoneName: 'America/Mexico_City',
        billing: { taxId: null },
        contact: { street: '', buildingNumber: '', city: '', state: '', postalCode: '', country: '', address: '' },
      },
    });
  });

  it('is for administrators only', async () => {
    const { headers, user } = await signUpAndLogIn(app);
    await app.db.update(employeesTable).set({ isAdmin: false }).where(eq(employeesTable.id, user.idEmployee));
    expect((await app.inject({ method: 'GET', url, headers })).statusCode).toBe(403);
    const response = await patch(headers, { name: 'Otra' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('No tienes permiso para hacer esto');
  });

  it('answers 401 without a token', async () => {
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('PATCH /api/enterprise/profile', () => {
  it('saves each field and reads it back', async () => {
    const { headers } = await signUpAndLogIn(app);
    const saved = await patch(headers, { name: '  Rumbo Norte  ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ success: true, message: 'Perfil actualizado', data: { name: 'Rumbo Norte' } });

    expect((await patch(headers, { email: '  Contacto@Rumbo.MX ' })).statusCode).toBe(200);
    expect((await patch(headers, { language: 'english' })).statusCode).toBe(200);
    expect((await patch(headers, { appearance: 'dark' })).statusCode).toBe(200);
    expect((await patch(headers, { timeZone: 'UTC+01:00' })).statusCode).toBe(200);
    const contact = { street: 'Av. Constitución', buildingNumber: '1200', city: 'Monterrey', state: 'Nuevo León', postalCode: '64000', country: 'México' };
    expect((await patch(headers, { contact })).statusCode).toBe(200);

    expect(await readProfile(headers)).toMatchObject({
      name: 'Rumbo Norte',
      email: 'contacto@rumbo.mx',
      language: 'english',
      appearance: 'dark',
      timeZone: 'UTC+01:00',
      timeZoneName: 'Europe/Madrid',
      contact: { ...contact, address: 'Av. Constitución 1200, Monterrey, Nuevo León, 64000, México' },
    });
  });

  it('changes the company’s contact email, not the administrator’s login', async () => {
    const { company, headers } = await signUpAndLogIn(app);
    await patch(headers, { email: 'facturas@rumbo.mx' });
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: company.email, password: company.password } });
    expect(login.statusCode).toBe(200);
  });

  it('formats a partial address with the parts it has', async () => {
    const { headers } = await signUpAndLogIn(app);
    const response = await patch(headers, { contact: { city: ' Puebla ', country: 'México' } });
    expect(response.json().data.contact).toEqual({ street: '', buildingNumber: '', city: 'Puebla', state: '', postalCode: '', country: 'México', address: 'Puebla, México' });
  });

  it('takes a time zone by its entry or by its named zone', async () => {
    const { headers } = await signUpAndLogIn(app);
    expect((await patch(headers, { timeZone: 'Asia/Tokyo' })).json().data).toMatchObject({ timeZone: 'UTC+09:00', timeZoneName: 'Asia/Tokyo' });
    expect((await patch(headers, { timeZone: 'UTC-05:00' })).json().data).toMatchObject({ timeZone: 'UTC-05:00', timeZoneName: 'America/Cancun' });
  });

  it.each([
    [{ name: '   ' }, 'name', 'El nombre no puede estar vacío'],
    [{ email: 'no-es-correo' }, 'email', 'Formato de correo no válido'],
    [{ contact: { street: ' ', city: '' } }, 'contact', 'La dirección no puede estar vacía'],
    [{ contact: {} }, 'contact', 'La dirección no puede estar vacía'],
    [{ timeZone: '' }, 'timeZone', 'Se requiere un valor para el campo'],
    [{ timeZone: 'Marte/Olympus' }, 'timeZone', 'Zona horaria no válida'],
    [{ language: 'klingon' }, 'language', 'Idioma no válido'],
    [{ language: '' }, 'language', 'Se requiere un valor para el campo'],
    [{ appearance: 'sepia' }, 'appearance', 'Valor no válido'],
  ])('refuses %j with its message', async (body, field, message) => {
    const { headers } = await signUpAndLogIn(app);
    const response = await patch(headers, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message, errors: [{ field, message }] });
  });

  it('answers the message in the request’s language', async () => {
    const { headers } = await signUpAndLogIn(app);
    const english = { ...headers, 'accept-language': 'en' };
    expect((await patch(english, { name: '' })).json().message).toBe('Name cannot be empty');
    expect((await patch(english, { email: 'x@' })).json().message).toBe('Invalid email format');
    expect((await patch(english, { contact: { street: '' } })).json().message).toBe('Address cannot be empty');
    expect((await patch(english, { timeZone: '' })).json().message).toBe('Field value is required');
    expect((await patch({ ...headers, 'accept-language': 'de' }, { name: '' })).json().message).toBe('Der Name darf nicht leer sein');
  });

  it('confirms a change of language in the new one to a reader of the company’s language, and in their own to anyone else', async () => {
    const { headers } = await signUpAndLogIn(app);
    const spanish = { ...headers, 'accept-language': 'es' };
    expect((await patch(spanish, { language: 'english' })).json().message).toBe('Profile updated');
    expect((await patch({ ...headers, 'accept-language': 'en' }, { language: 'deutsch' })).json().message).toBe('Profil aktualisiert');
    // Someone reading Spanish while the company speaks German keeps Spanish.
    expect((await patch(spanish, { language: 'english' })).json().message).toBe('Perfil actualizado');
    expect((await patch(spanish, { name: 'Rumbo Sur' })).json().message).toBe('Perfil actualizado');
  });

  it('takes exactly one field', async () => {
    const { headers } = await signUpAndLogIn(app);
    const several = await patch(headers, { name: 'Uno', email: 'uno@rumbo.mx' });
    expect(several.statusCode).toBe(400);
    expect(several.json().errors).toEqual([expect.objectContaining({ message: 'Cambia un campo del perfil a la vez' })]);
    const none = await patch(headers, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([expect.objectContaining({ message: 'Se requiere un valor para el campo' })]);
    expect((await patch(headers, { nickname: 'x' })).statusCode).toBe(400);
    expect((await readProfile(headers)).name).not.toBe('Uno');
  });
});
