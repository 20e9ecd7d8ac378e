import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { createEmployeeWhoCanLogIn, signUpAndLogIn } from '../../testing/factories.js';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

type Headers = Record<string, string>;
const url = '/api/enterprise/location';
const read = (headers: Headers) => app.inject({ method: 'GET', url, headers });
const save = (headers: Headers, payload: unknown) => app.inject({ method: 'PUT', url, headers, payload: payload as object });

const empty = { address: null, latitude: null, longitude: null, updatedAt: null };
const reforma = { address: 'Av. Paseo de la Reforma 222, Juárez, Ciudad de México', latitude: 19.4326, longitude: -99.1332 };

describe('GET /api/enterprise/location', () => {
  it('answers an empty location for a new company', async () => {
    const { headers } = await signUpAndLogIn(app);
    const response = await read(headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: empty });
  });

  it('answers 401 without a token', async () => {
    expect((await read({})).statusCode).toBe(401);
    expect((await save({}, reforma)).statusCode).toBe(401);
  });
});

describe('PUT /api/enterprise/location', () => {
  it('saves the location and reads it back, the address trimmed', async () => {
    const { headers } = await signUpAndLogIn(app);
    const response = await save(headers, { ...reforma, address: `  ${reforma.address}  ` });
    expect(response.statusCode).toBe(200);
    const saved = { ...reforma, updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) };
    expect(response.json()).toEqual({ success: true, message: 'Ubicación de la empresa guardada', data: saved });
    expect((await read(headers)).json()).toEqual({ success: true, data: saved });
  });

  it('replaces the location whole: coordinates not sent are cleared, the message in the request’s language', async () => {
    const { headers } = await signUpAndLogIn(app);
    await save(headers, reforma);
    const moved = await save({ ...headers, 'accept-language': 'en' }, { address: 'Av. Constitución 1200, Monterrey' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ message: 'Company location saved', data: { address: 'Av. Constitución 1200, Monterrey', latitude: null, longitude: null } });
    const again = await save({ ...headers, 'accept-language': 'de' }, { address: 'Av. Constitución 1200, Monterrey', latitude: 25.6866, longitude: -100.3161 });
    expect(again.json().message).toBe('Unternehmensstandort gespeichert');
    expect((await read(headers)).json().data).toMatchObject({ address: 'Av. Constitución 1200, Monterrey', latitude: 25.6866, longitude: -100.3161 });
  });

  it('answers 400 with each field’s message for a missing address, a latitude out of range or a lone coordinate, and saves nothing', async () => {
    const { headers } = await signUpAndLogIn(app);

    const noAddress = await save(headers, { latitude: 19.4326, longitude: -99.1332 });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json()).toEqual({ success: false, message: 'Revisa los datos enviados', errors: [{ field: 'address', message: 'La dirección es obligatoria' }] });
    expect((await save(headers, { address: '   ' })).json().errors).toEqual([{ field: 'address', message: 'La dirección es obligatoria' }]);
    expect((await save(headers, { address: 'x'.repeat(301) })).json().errors).toEqual([{ field: 'address', message: 'El texto es demasiado largo' }]);

    const farNorth = await save(headers, { ...reforma, latitude: 91 });
    expect(farNorth.statusCode).toBe(400);
    expect(farNorth.json().errors).toEqual([{ field: 'latitude', message: 'La latitud debe estar entre -90 y 90' }]);
    const farEast = await save({ ...headers, 'accept-language': 'en' }, { ...reforma, longitude: 180.5 });
    expect(farEast.json().errors).toEqual([{ field: 'longitude', message: 'Longitude must be between -180 and 180' }]);

    const latitudeOnly = await save(headers, { address: reforma.address, latitude: 19.4326 });
    expect(latitudeOnly.statusCode).toBe(400);
    expect(latitudeOnly.json().errors).toEqual([{ field: 'longitude', message: 'Escribe la latitud y la longitud, o deja las dos vacías' }]);
    const longitudeOnly = await save(headers, { address: reforma.address, latitude: null, longitude: -99.1332 });
    expect(longitudeOnly.json().errors).toEqual([{ field: 'latitude', message: 'Escribe la latitud y la longitud, o deja las dos vacías' }]);

    const asText = await save(headers, { ...reforma, latitude: '19.4326' });
    expect(asText.statusCode).toBe(400);
    expect(asText.json().errors).toEqual([{ field: 'latitude', message: 'Valor no válido' }]);

    expect((await read(headers)).json().data).toEqual(empty);
  });

  it('lets the company’s employees read the location but not change it (403)', async () => {
    const admin = await signUpAndLogIn(app);
    await save(admin.headers, reforma);
    const employee = await createEmployeeWhoCanLogIn(app, admin.headers);
    const readByEmployee = await read(employee.headers);
    expect(readByEmployee.statusCode).toBe(200);
    expect(readByEmployee.json().data).toMatchObject(reforma);
    const refused = await save(employee.headers, { address: 'Otra dirección 1' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: 'No tienes permiso para hacer esto' });
    expect((await read(admin.headers)).json().data).toMatchObject(reforma);
  });

  it('keeps each company’s location to itself', async () => {
    const first = await signUpAndLogIn(app);
    const second = await signUpAndLogIn(app);
    await save(first.headers, reforma);
    expect((await read(second.headers)).json().data).toEqual(empty);
    await save(second.headers, { address: 'Av. Constitución 1200, Monterrey' });
    expect((await read(first.headers)).json().data).toMatchObject(reforma);
    expect((await read(second.headers)).json().data).toMatchObject({ address: 'Av. Constitución 1200, Monterrey', latitude: null, longitude: null });
  });
});
