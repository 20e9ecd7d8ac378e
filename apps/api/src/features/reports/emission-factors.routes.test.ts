import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { createEmployeeWhoCanLogIn, signUpAndLogIn, type AuthHeaders } from '../../testing/factories.js';
import { createTestClock } from '../../testing/test-clock.js';
import { enterprisesTable } from '../enterprises/enterprises.table.js';

const clock = createTestClock(new Date('2026-03-01T12:00:00Z'));
let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ clock });
});
afterAll(async () => {
  await app.close();
});

const get = (headers: AuthHeaders, url: string) => app.inject({ method: 'GET', url, headers });

describe('GET /api/trips/emission-factor', () => {
  it('answers the factor of the company’s country with its source, Mexico’s said as a fallback, and 403 to employees', async () => {
    const admin = await signUpAndLogIn(app);
    const passenger = (await createEmployeeWhoCanLogIn(app, admin.headers)).headers;
    const fallback = await get(admin.headers, '/api/trips/emission-factor');
    expect(fallback.json()).toMatchObject({ data: { country: '', chosenBy: 'fallback', factor: { region: 'MX', value: 0.169, isComputed: true } }, message: expect.stringContaining('México') });
    await app.db.update(enterprisesTable).set({ country: 'Alemania' }).where(eq(enterprisesTable.id, admin.user.enterpriseId));
    const germany = await get(admin.headers, '/api/trips/emission-factor');
    expect(germany.json()).toEqual({
      success: true,
      data: {
        country: 'Alemania',
        chosenBy: 'country',
        factor: { id: expect.any(String), region: 'DE', value: 0.215, unit: 'kg CO2e/vehicle-km', scope: 'tankToWheel', source: 'UBA TREMOD, as published by co2calculator', year: null, validFrom: '2025-01-01', isComputed: false, note: 'The source does not state its year.' },
      },
    });
    expect((await get(passenger, '/api/trips/emission-factor')).statusCode).toBe(403);
  });
});
