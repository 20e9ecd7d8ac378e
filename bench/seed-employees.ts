// Seeds the employee-list benchmark straight into the database (multi-row INSERTs through the app's
// Drizzle tables, never through the HTTP API): one big company, plus many small ones around it, all on
// the enterprise plan, with Spanish names (accents included), unique emails and phones, and
// `search_name` computed by the app's own toSearchName. Deterministic: the same sizes give the same rows.
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../apps/api/src/db/client.js';
import { accountsTable, enterprisesTable, userConfigsTable } from '../apps/api/src/db/schema.js';
import { insertPeopleDirectly, type SeedPerson } from '../apps/api/src/db/seed-people.js';
import { hashPassword } from '../apps/api/src/features/auth/index.js';
import { seededRandom } from '../apps/api/src/scripts/seeded-random.js';

/** Every seeded company and account uses this domain, so a shared database can be cleaned. */
export const benchDomain = 'bench.rumbo.test';
export const benchAdmin = { email: `admin@grande.${benchDomain}`, password: 'bench-admin-password' };

export type SeedSizes = { bigCompany: number; otherCompanies: number; perOtherCompany: number };
export type SeedResult = { bigEnterpriseId: string; adminId: string; employees: number; sampleIds: string[]; seconds: number };

// Given names as Mexican companies see them, compound ones included; a few weights make the mix real.
const givenNames = [
  'José', 'María', 'Juan', 'Guadalupe', 'Luis', 'Fernanda', 'Carlos', 'Sofía', 'Miguel', 'Ximena', 'Jorge', 'Valeria',
  'Ángel', 'Daniela', 'Ricardo', 'Renata', 'Andrés', 'Camila', 'Diego', 'Lucía', 'Héctor', 'Mónica', 'Raúl', 'Verónica',
  'Rubén', 'Inés', 'Joaquín', 'Beatriz', 'Julián', 'Itzel', 'Sebastián', 'Regina', 'Matías', 'Natalia', 'Adrián',
  'Paulina', 'Tomás', 'Mariana', 'Nicolás', 'Andrea', 'Jesús', 'Alejandra', 'Martín', 'Gabriela', 'Iván', 'Leticia',
  'Óscar', 'Rocío', 'Hugo', 'Araceli', 'Emilio', 'Elena', 'Ramón', 'Noemí', 'Víctor', 'Maribel', 'Efraín', 'Citlali',
  'José Luis', 'María José', 'Juan Pablo', 'Ana Sofía', 'José Ángel', 'María Fernanda', 'Juan Carlos', 'María Guadalupe',
  'Luis Ángel', 'Ana Lucía', 'Jesús Alberto', 'Karla Ivón',
];
// Family names, the most common first: the draw below favours the head, as real surnames do.
const familyNames = [
  'Hernández', 'García', 'Martínez', 'López', 'González', 'Pérez', 'Rodríguez', 'Sánchez', 'Ramírez', 'Cruz', 'Flores',
  'Gómez', 'Morales', 'Vázquez', 'Reyes', 'Jiménez', 'Torres', 'Díaz', 'Gutiérrez', 'Ruiz', 'Mendoza', 'Aguilar',
  'Ortiz', 'Moreno', 'Castillo', 'Romero', 'Álvarez', 'Méndez', 'Chávez', 'Rivera', 'Juárez', 'Ramos', 'Domínguez',
  'Herrera', 'Medina', 'Castro', 'Vargas', 'Guzmán', 'Velázquez', 'Muñoz', 'Rojas', 'Contreras', 'Salazar', 'Luna',
  'Ortega', 'Santiago', 'Guerrero', 'Estrada', 'Bautista', 'Cortés', 'Soto', 'Alvarado', 'Espinoza', 'Lara', 'Ávila',
  'Ríos', 'Cervantes', 'Silva', 'Delgado', 'Vega', 'Márquez', 'Sandoval', 'Fernández', 'León', 'Carrillo', 'Mejía',
  'Solís', 'Núñez', 'Rosas', 'Valdez', 'Ibarra', 'Campos', 'Maldonado', 'Navarro', 'Peña', 'Acosta', 'Robles', 'Trejo',
  'Zúñiga', 'Ochoa', 'Benítez', 'Quintero', 'Villanueva', 'Orozco', 'Montes', 'Cisneros', 'Ibáñez', 'Galván', 'Saldaña',
  'Olvera', 'Beltrán', 'Meléndez', 'Nájera', 'Bermúdez', 'Téllez', 'Echeverría', 'Quiñones', 'Garibay', 'Sepúlveda',
];
const streets = ['Av. Paseo de la Reforma', 'Insurgentes Sur', 'Calz. de Tlalpan', 'Av. Universidad', 'Eje Central Lázaro Cárdenas', 'Av. Revolución', 'Río Mixcoac', 'Periférico Sur', 'Av. Constitución', 'Blvd. Díaz Ordaz', 'Av. Juárez', 'Calle Hidalgo'];
const places = ['Coyoacán, CDMX', 'Benito Juárez, CDMX', 'Tlalpan, CDMX', 'Naucalpan, Edo. Méx.', 'Zapopan, Jal.', 'Monterrey, N.L.', 'San Pedro Garza García, N.L.', 'Querétaro, Qro.', 'Puebla, Pue.', 'Mérida, Yuc.'];
const tripPreferences = ['', '', '', 'Salgo de Coyoacán a las 7:30; puedo llevar a 3 personas', 'Prefiero viajar sin música', 'Busco quien me lleve desde Naucalpan', 'Horario mixto: martes y jueves en oficina'];
const companyWords = ['Transportes', 'Logística', 'Servicios', 'Distribuidora', 'Constructora', 'Grupo', 'Comercializadora', 'Industrias'];

function asciiSlug(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z]/g, '');
}

type EmployeeRow = SeedPerson;

/** The people of one company; `serial` numbers the rows across companies so emails and phones stay unique. */
function employeesOf(enterpriseId: string, domain: string, count: number, firstSerial: number, next: () => number): EmployeeRow[] {
  // Skewed draw: index = length * u^1.5 favours the common surnames at the head of the list.
  const pick = <T>(list: readonly T[], skew = 1) => list[Math.floor(list.length * next() ** skew)]!;
  const rows: EmployeeRow[] = [];
  for (let index = 0; index < count; index++) {
    const serial = firstSerial + index;
    const firstNames = pick(givenNames);
    const lastNames = `${pick(familyNames, 1.5)} ${pick(familyNames, 1.5)}`;
    const roll = next();
    rows.push({
      enterpriseId,
      firstNames,
      lastNames,
      email: `${asciiSlug(firstNames)}.${asciiSlug(lastNames)}.${serial}@${domain}`,
      phone: `+5255${String(10_000_000 + serial).padStart(8, '0')}`,
      address: `${pick(streets)} ${1 + Math.floor(next() * 2400)}, ${pick(places)}`,
      tripPreferences: pick(tripPreferences),
      isAdmin: roll < 0.01,
      status: roll > 0.97 ? 'suspended' : roll > 0.92 ? 'pending' : 'active',
      emailVerifiedAt: roll > 0.92 ? null : new Date('2026-01-15T15:00:00Z'),
    });
  }
  return rows;
}

async function insertRows(database: DatabaseHandle, rows: EmployeeRow[]): Promise<void> {
  await insertPeopleDirectly(database.db, rows);
}

/** Removes what an earlier run seeded into a shared database (accounts cascade to their people). */
export async function deleteBenchCompanies(database: DatabaseHandle): Promise<void> {
  await database.db.delete(accountsTable).where(sql`${accountsTable.email} like ${`%@%${benchDomain}`}`);
  await database.db.delete(enterprisesTable).where(sql`${enterprisesTable.email} like ${`%@%${benchDomain}`}`);
}

export async function seedEmployees(database: DatabaseHandle, sizes: SeedSizes, log: (line: string) => void = () => {}): Promise<SeedResult> {
  const started = performance.now();
  const { db } = database;
  const next = seededRandom(20_260_101);
  let serial = 0;

  const [big] = await db
    .insert(enterprisesTable)
    .values({ name: 'Transportes Bench del Norte', email: benchAdmin.email, interestPlan: 'enterprise', plan: 'enterprise', language: 'spanish' })
    .returning({ id: enterprisesTable.id });
  const bigEnterpriseId = big!.id;
  const [admin] = await insertPeopleDirectly(db, [
    {
      enterpriseId: bigEnterpriseId,
      firstNames: 'Mariana',
      lastNames: 'Bench Álvarez',
      email: benchAdmin.email,
      phone: '+525599990000',
      address: 'Av. Constitución 400, Monterrey, N.L.',
      passwordHash: await hashPassword(benchAdmin.password),
      isAdmin: true,
      status: 'active',
      emailVerifiedAt: new Date(),
    },
  ]);
  await db.insert(userConfigsTable).values({ employeeId: admin!.employeeId, language: 'es', showTutorial: false });

  const bigRows = employeesOf(bigEnterpriseId, `grande.${benchDomain}`, sizes.bigCompany - 1, serial, next);
  serial += bigRows.length;
  await insertRows(database, bigRows);
  log(`  seeded the big company: ${sizes.bigCompany} employees (${((performance.now() - started) / 1000).toFixed(1)} s)`);

  const companies = Array.from({ length: sizes.otherCompanies }, (_, index) => ({
    name: `${companyWords[index % companyWords.length]} ${familyNames[(index * 7) % familyNames.length]} ${String(index + 1).padStart(4, '0')}`,
    email: `contacto@empresa-${index + 1}.${benchDomain}`,
    interestPlan: 'enterprise' as const,
    plan: 'enterprise' as const,
  }));
  const otherIds: { id: string }[] = [];
  for (let start = 0; start < companies.length; start += 1_000) {
    otherIds.push(...(await db.insert(enterprisesTable).values(companies.slice(start, start + 1_000)).returning({ id: enterprisesTable.id })));
  }
  // Companies go in batches, so a batch of rows mixes them as a live table would after a while.
  let pending: EmployeeRow[] = [];
  for (const [index, { id }] of otherIds.entries()) {
    const rows = employeesOf(id, `empresa-${index + 1}.${benchDomain}`, sizes.perOtherCompany, serial, next);
    rows[0]!.isAdmin = true;
    rows[0]!.status = 'active';
    serial += rows.length;
    pending.push(...rows);
    if (pending.length >= 20_000) {
      await insertRows(database, pending);
      pending = [];
    }
  }
  await insertRows(database, pending);

  // What autovacuum does after a bulk load on PostgreSQL (PGlite has no autovacuum): fresh planner
  // statistics, and a visibility map that lets index-only scans skip the table.
  await database.executeSql('vacuum analyze employees');
  await database.executeSql('vacuum analyze accounts');
  await database.executeSql('vacuum analyze enterprises');

  const sample = (await database.executeSql('select id from employees where enterprise_id = $1 and deleted_at is null order by id limit 1000', [bigEnterpriseId])).rows as { id: string }[];
  const seconds = (performance.now() - started) / 1000;
  log(`  seeded ${sizes.otherCompanies} other companies of ${sizes.perOtherCompany}: ${serial + 1} employees in all (${seconds.toFixed(1)} s, with VACUUM ANALYZE)`);
  return { bigEnterpriseId, adminId: admin!.employeeId, employees: serial + 1, sampleIds: sample.map((row) => row.id), seconds };
}
