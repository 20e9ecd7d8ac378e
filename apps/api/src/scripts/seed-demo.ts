// npm run seed:demo: a demo company with a known administrator, a few hundred employees and three
// months of their carpooling (demo-trips.ts), so a new user sees a filled app and reports at once. Uses the same DATA_DIR / DATABASE_URL as npm start; an embedded
// database (DATA_DIR) must not be open in a running server (it refuses, naming the server).
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { systemClock } from '../clock.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { exitWhenDataDirInUse } from '../db/data-dir-lock.js';
import { insertPeopleDirectly } from '../db/seed-people.js';
import { accountsTable } from '../features/auth/auth.table.js';
import { employeesTable } from '../features/employees/employees.table.js';
import { hashPassword } from '../features/auth/index.js';
import { enterprisesTable } from '../features/enterprises/enterprises.table.js';
import { userConfigsTable } from '../features/user-config/user-config.table.js';
import type { Database } from '../db/client.js';
import { addMonths, syncPlanCatalogue } from '../features/billing/index.js';
import { billingCustomersTable, paymentMethodsTable, paymentsTable, sandboxPaymentMethodsTable, subscriptionsTable } from '../features/billing/billing.table.js';
import { demoRiders, seedDemoRiders } from './demo-riders.js';
import { demoOfficeAddress, seedDemoTrips } from './demo-trips.js';
import { issueDueReportSnapshots } from '../features/reports/index.js';
import { silentLogger } from '../logger.js';

export const demoAdmin = { email: 'admin@demo.rumbo.mx', password: 'rumbo-demo-2026' };
const employeeCount = Number(process.env.DEMO_EMPLOYEES || 300);

// Names as a Mexican company has them: compound given names, family names with particles, so the
// screens are seen with long names and long addresses.
const givenNames = ['José', 'María Guadalupe', 'Juan Carlos', 'Guadalupe', 'Luis', 'María Fernanda', 'Carlos', 'Ana Sofía', 'Miguel Ángel', 'Ximena', 'Jorge', 'Valeria', 'José Francisco Javier', 'Daniela', 'Ricardo', 'Renata', 'Andrés', 'Camila', 'Diego', 'Lucía', 'Luz María', 'Emiliano'];
const familyNames = ['Pérez', 'Hernández', 'García', 'Martínez', 'López', 'González', 'Rodríguez', 'Sánchez', 'Ramírez', 'Cruz', 'Flores', 'de la Garza', 'Morales', 'Vázquez', 'Jiménez', 'de los Santos', 'Díaz', 'Villaseñor', 'Gutiérrez', 'Castañeda', 'Montemayor', 'Ruiz', 'Treviño'];
const streets = ['Av. Reforma', 'Insurgentes Sur', 'Calz. de Tlalpan', 'Av. Universidad', 'Eje Central', 'Av. Revolución', 'Río Mixcoac', 'Periférico Sur'];

function asciiSlug(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]/g, '');
}

async function seed() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch(exitWhenDataDirInUse);
  await database.migrate(config.migrationsDir);
  const { db } = database;
  const [existing] = await db
    .select({ enterpriseId: employeesTable.enterpriseId })
    .from(accountsTable)
    .innerJoin(employeesTable, eq(employeesTable.accountId, accountsTable.id))
    .where(and(eq(accountsTable.email, demoAdmin.email), isNull(accountsTable.releasedAt)));
  const enterpriseId = existing?.enterpriseId ?? (await seedCompany(db, config));
  if (existing) console.log('The demo company already exists.');
  else console.log(`Demo company created with ${employeeCount} employees.`);
  const started = performance.now();
  const trips = await seedDemoTrips({ db, clock: systemClock }, enterpriseId);
  if (trips.skipped) console.log('Its trips already exist.');
  else console.log(`Added ${trips.trips} trips with ${trips.legs} legs; ${trips.days} days of reports written (${((performance.now() - started) / 1000).toFixed(1)} s).`);
  // After the company's trips, so its crews are drawn without them: the two riders ride together.
  const riders = await seedDemoRiders({ db, clock: systemClock }, enterpriseId);
  if (!riders.skipped) console.log('Added the riders of the app (/app), a driver and a passenger, with their rides.');
  // Its people joined before its first trips, as a real company's did: a period's participation counts
  // the people who had joined by its end, so people dated today would leave the past months without any.
  const joinedAt = addMonths(systemClock.now(), -4);
  await db.update(employeesTable).set({ createdAt: joinedAt }).where(and(eq(employeesTable.enterpriseId, enterpriseId), gt(employeesTable.createdAt, joinedAt)));
  // The reports of the periods already over, as the hourly job would issue them once the service starts.
  const issued = await issueDueReportSnapshots({ db, log: silentLogger }, systemClock.now());
  if (issued > 0) console.log(`Issued ${issued} reports of past periods.`);
  console.log(`Log in as ${demoAdmin.email} / ${demoAdmin.password}`);
  console.log(`Ride as ${demoRiders.driver.email} or ${demoRiders.passenger.email} / ${demoRiders.password}`);
  await database.close();
}

async function seedCompany(db: Database, config: ReturnType<typeof loadConfig>): Promise<string> {
  const passwordHash = await hashPassword(demoAdmin.password);
  return db.transaction(async (tx) => {
    const [enterprise] = await tx
      .insert(enterprisesTable)
      .values({
        name: 'Transportes Demo del Valle',
        email: demoAdmin.email,
        interestPlan: 'enterprise',
        plan: 'enterprise',
        language: 'spanish',
        ...demoOfficeAddress,
      })
      .returning({ id: enterprisesTable.id });
    const enterpriseId = enterprise!.id;
    const [admin] = await insertPeopleDirectly(tx, [
      {
        enterpriseId,
        firstNames: 'Andrea',
        lastNames: 'Demo Salinas',
        email: demoAdmin.email,
        phone: '+525512340000',
        address: 'Av. Paseo de la Reforma 222, Juárez, CDMX',
        passwordHash,
        isAdmin: true,
        status: 'active',
        emailVerifiedAt: new Date(),
      },
    ]);
    await tx.insert(userConfigsTable).values({ employeeId: admin!.employeeId, language: 'es', showTutorial: true });
    const people = Array.from({ length: employeeCount }, (_, index) => {
      // Every person a different name: the given name cycles fastest, the first family name next.
      const first = givenNames[index % givenNames.length]!;
      const paternal = familyNames[Math.floor(index / givenNames.length) % familyNames.length]!;
      const maternal = familyNames[(index * 7 + 3) % familyNames.length]!;
      const last = `${paternal} ${maternal === paternal ? familyNames[(index * 7 + 4) % familyNames.length]! : maternal}`;
      return {
        enterpriseId,
        firstNames: first,
        lastNames: last,
        tripPreferences: index % 3 === 0 ? 'Salgo de Coyoacán a las 7:30; puedo llevar a 3 personas' : '',
        email: `${asciiSlug(first)}.${asciiSlug(last)}.${index + 1}@demo.rumbo.mx`,
        // Mexico City, Monterrey and Guadalajara numbers.
        phone: `+52${['55', '81', '33'][index % 3]}${String(20000000 + index).padStart(8, '0')}`,
        address: `${streets[index % streets.length]} ${100 + index}, CDMX`,
        isAdmin: index % 50 === 0,
        status: (index % 17 === 0 ? 'pending' : 'active') as 'pending' | 'active',
      };
    });
    await insertPeopleDirectly(tx, people);
    await seedSubscription(tx, enterpriseId, config.planPrices.enterprise);
    return enterpriseId;
  });
}

/**
 * The paid side filled: Plan Enterprise for three months, paid with a saved sandbox test card (Visa
 * 4242), a receipt for the first month and each renewal since. In Stripe mode this card exists only
 * here: add a real one to charge.
 */
async function seedSubscription(tx: Database, enterpriseId: string, unitAmount: number) {
  await syncPlanCatalogue({ db: tx, config: loadConfig(), clock: systemClock });
  const customerId = `cus_sbx_demo_${enterpriseId.slice(0, 8)}`;
  const card = { id: `pm_sbx_demo_${enterpriseId.slice(0, 8)}`, brand: 'visa', last4: '4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, holderName: 'Andrea Demo Salinas' };
  const billing = {
    companyName: 'Transportes Demo del Valle',
    email: demoAdmin.email,
    invoiceName: 'Transportes Demo del Valle SA de CV',
    rfc: 'TDV150312AB4',
    fiscalAddress: 'Av. Paseo de la Reforma 222, Juárez, Cuauhtémoc, CDMX',
    postalCode: '06600',
  };
  await tx.insert(billingCustomersTable).values({ enterpriseId, processorCustomerId: customerId, ...billing });
  await tx.insert(sandboxPaymentMethodsTable).values({ ...card, customerId });
  await tx.insert(paymentMethodsTable).values({ ...card, enterpriseId, isDefault: true });
  // The third month is under way: ten days in.
  const started = addMonths(new Date(Date.now() - 10 * 24 * 60 * 60 * 1000), -2);
  const periods = [0, 1, 2].map((month) => ({ start: addMonths(started, month), end: addMonths(started, month + 1) }));
  const current = periods[2]!;
  const subscriptionId = `sub_demo_${enterpriseId.slice(0, 8)}`;
  await tx.insert(subscriptionsTable).values({
    id: subscriptionId,
    enterpriseId,
    planId: 'enterprise',
    unitAmount,
    status: 'active',
    currentPeriodStart: current.start,
    currentPeriodEnd: current.end,
    renewsAt: current.end,
    createdAt: started,
  });
  for (const [index, period] of periods.entries()) {
    const kind = index === 0 ? 'subscription' : 'renewal';
    const [{ value }] = (await tx.execute<{ value: string }>(sql`select nextval('receipt_numbers')::text as value`)).rows as [{ value: string }];
    await tx.insert(paymentsTable).values({
      enterpriseId,
      subscriptionId,
      receiptNumber: Number(value),
      kind,
      status: 'paid',
      planId: 'enterprise',
      amount: unitAmount,
      lines: [{ kind, planId: 'enterprise', periodStart: period.start.toISOString(), periodEnd: period.end.toISOString(), amount: unitAmount }],
      periodStart: period.start,
      periodEnd: period.end,
      cardBrand: card.brand,
      cardLast4: card.last4,
      billing,
      processorReference: `pi_sbx_demo_${index}`,
      createdAt: period.start,
    });
  }
}

await seed();
