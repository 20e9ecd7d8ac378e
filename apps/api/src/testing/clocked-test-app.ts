import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { createTestClock, tokensOutlivingTheClock, type TestClock } from './test-clock.js';

type Options = Omit<NonNullable<Parameters<typeof buildTestApp>[0]>, 'clock'> & { everyTestFromStart?: boolean };

/**
 * A test file's service on a clock of its own, with sessions that outlive any move of it (a file that
 * moves the clock by days or months reads its answers, not a login): built before the file's tests
 * and closed after them, with any other option of `buildTestApp`. `app` stands for the service from
 * the first test on (the file's helpers may hold it before it is built); with `everyTestFromStart`,
 * each test starts at `start`.
 */
export function clockedTestApp(start: Date, { everyTestFromStart = false, ...options }: Options = {}): { clock: TestClock; app: TestApp } {
  const clock = createTestClock(start);
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp({ clock, ...tokensOutlivingTheClock, ...options });
  });
  afterAll(async () => {
    await built?.close();
  });
  if (everyTestFromStart) beforeEach(() => clock.set(start));
  const app = new Proxy({} as TestApp, {
    get(_, key) {
      if (!built) throw new Error(`the test service is built before the first test: ${String(key)} was read sooner`);
      const value: unknown = Reflect.get(built, key, built);
      return typeof value === 'function' ? value.bind(built) : value;
    },
  });
  return { clock, app };
}
