// What the load starts from, written straight into the scratch database (the API would spend a
// password hash on each account): the load's companies with an administrator and a passenger per
// virtual user and a staff to list and search, the fresh companies the checkouts buy plans for, and
// the companies a race needs. Every seeded address is on `seedDomain`, so the ledger can tell the
// people the load added from those it found.
import { eq } from 'drizzle-orm';
import type { Plan } from '@rumbo/contract';
import type { DatabaseHandle } from '../../apps/api/src/db/client.js';
import { insertPeopleDirectly, type SeedPerson } from '../../apps/api/src/db/seed-people.js';
import { hashPassword } from '../../apps/api/src/features/auth/index.js';
import { enterprisesTable } from '../../apps/api/src/features/enterprises/enterprises.table.js';
import { userConfigsTable } from '../../apps/api/src/features/user-config/user-config.table.js';

export const seedDomain = 'semilla.prueba.mx';
/** Every seeded account logs in with it. */
export const seedPassword = 'clave-de-la-prueba';

export type SeededUser = {
  index: number;
  enterpriseId: string;
  joinCode: string;
  admin: { email: string; employeeId: string };
  passenger: { email: string; employeeId: string };
};
export type SeededCompany = { enterpriseId: string; joinCode: string; adminEmail: string; people: number };
export type Seed = {
  companies: SeededCompany[];
  users: SeededUser[];
  /** Companies without a plan, each with an administrator whose email is verified: one checkout each. */
  checkoutPool: SeededCompany[];
};
export type SeedSizes = { companies: number; users: number; staffPerCompany: number; checkoutCompanies: number };

const givenNames = ['José', 'María', 'Guadalupe', 'Luis', 'Fernanda', 'Ximena', 'Ángel', 'Sofía', 'Héctor', 'Itzel', 'Raúl', 'Renata'];
const familyNames = ['Hernández', 'García', 'López', 'Martínez', 'González', 'Pérez', 'Núñez', 'Zúñiga', 'Ávila', 'Ibáñez', 'Ríos', 'Téllez'];
/** Search terms that find some of the staff, accents and case aside. */
export const searchTerms = ['hern', 'LOPEZ', 'zuñi', 'maria', 'avila gar', 'itzel'];

let serial = 0;
/** A seeded phone: +52 55 9xxx xxxx, a range the load's own people never use. */
const seededPhone = () => `+52559${String(++serial).padStart(7, '0')}`;

let passwordHash: string | undefined;
async function seededHash(): Promise<string> {
  passwordHash ??= await hashPassword(seedPassword);
  return passwordHash;
}

type CompanyInput = { name: string; plan: Plan; adminEmail: string; tag: string; staff: number; staffStatus?: SeedPerson['status'] };

/** A company with its administrator (email verified, password `seedPassword`) and `staff` more people. */
export async function createCompanyDirectly(database: DatabaseHandle, input: CompanyInput): Promise<SeededCompany & { adminEmployeeId: string }> {
  const [company] = await database.db
    .insert(enterprisesTable)
    .values({ name: input.name, email: input.adminEmail, interestPlan: input.plan, plan: input.plan })
    .returning({ id: enterprisesTable.id, joinCode: enterprisesTable.joinCode });
  const enterpriseId = company!.id;
  const admin: SeedPerson = {
    enterpriseId,
    firstNames: 'Ana',
    lastNames: `Administradora ${input.tag}`,
    email: input.adminEmail,
    phone: seededPhone(),
    passwordHash: await seededHash(),
    emailVerifiedAt: new Date(),
    isAdmin: true,
  };
  const staff = Array.from({ length: input.staff }, (_, index): SeedPerson => ({
    enterpriseId,
    firstNames: givenNames[index % givenNames.length]!,
    lastNames: `${familyNames[(index * 5) % familyNames.length]} ${familyNames[(index * 7 + 3) % familyNames.length]}`,
    email: `persona-${index + 1}.${input.tag}@${seedDomain}`,
    phone: seededPhone(),
    status: input.staffStatus ?? 'active',
  }));
  const [adminIds] = await insertPeopleDirectly(database.db, [admin, ...staff]);
  await database.db.insert(userConfigsTable).values({ employeeId: adminIds!.employeeId, language: 'es', showTutorial: false });
  return { enterpriseId, joinCode: company!.joinCode, adminEmail: input.adminEmail, adminEmployeeId: adminIds!.employeeId, people: 1 + input.staff };
}

/**
 * The load's companies (on the enterprise plan, subscribed through the API afterwards), each with a
 * staff, and every virtual user's administrator and passenger in its company; then the checkout pool.
 */
export async function seedLoad(database: DatabaseHandle, sizes: SeedSizes): Promise<Seed> {
  const companies: SeededCompany[] = [];
  for (let index = 0; index < sizes.companies; index++) {
    const tag = `c${index + 1}`;
    companies.push(
      await createCompanyDirectly(database, { name: `Carga ${index + 1} SA de CV`, plan: 'enterprise', adminEmail: `admin.${tag}@${seedDomain}`, tag, staff: sizes.staffPerCompany }),
    );
  }
  const hash = await seededHash();
  const people: SeedPerson[] = [];
  for (let index = 0; index < sizes.users; index++) {
    const company = companies[index % companies.length]!;
    const common = { enterpriseId: company.enterpriseId, passwordHash: hash, emailVerifiedAt: new Date() };
    people.push({ ...common, firstNames: 'Conductora', lastNames: `Usuaria ${index + 1}`, email: `conduce.u${index + 1}@${seedDomain}`, phone: seededPhone(), isAdmin: true });
    people.push({ ...common, firstNames: 'Pasajero', lastNames: `Usuario ${index + 1}`, email: `viaja.u${index + 1}@${seedDomain}`, phone: seededPhone() });
  }
  const ids = await insertPeopleDirectly(database.db, people);
  for (const company of companies) company.people += (2 * sizes.users) / companies.length;
  const users = Array.from({ length: sizes.users }, (_, index): SeededUser => {
    const company = companies[index % companies.length]!;
    return {
      index,
      enterpriseId: company.enterpriseId,
      joinCode: company.joinCode,
      admin: { email: people[2 * index]!.email, employeeId: ids[2 * index]!.employeeId },
      passenger: { email: people[2 * index + 1]!.email, employeeId: ids[2 * index + 1]!.employeeId },
    };
  });

  const checkoutPool: SeededCompany[] = [];
  for (let index = 0; index < sizes.checkoutCompanies; index++) {
    const tag = `k${index + 1}`;
    checkoutPool.push(await createCompanyDirectly(database, { name: `Compra ${index + 1} SA`, plan: 'basic', adminEmail: `admin.${tag}@${seedDomain}`, tag, staff: 0 }));
  }
  await database.executeSql('vacuum analyze accounts');
  await database.executeSql('vacuum analyze employees');
  return { companies, users, checkoutPool };
}

export async function planOf(database: DatabaseHandle, enterpriseId: string): Promise<Plan> {
  const [row] = await database.db.select({ plan: enterprisesTable.plan }).from(enterprisesTable).where(eq(enterprisesTable.id, enterpriseId));
  return row!.plan;
}
