// Login limits under bursts, on PostgreSQL with two service processes sharing it: how many of N
// simultaneous attempts are checked (the password hashed) rather than refused with 429 up front.
// The limits are 5 failures per account and 20 per address in 15 minutes; attempts are taken
// atomically in the database before any hashing, so the counts hold across processes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase } from './employee-list.js';
import { port, startService, stopService } from './service.js';

type Tally = Record<number, number>;

async function burst(ports: number[], attempts: { username: string; password: string; client: string }[]): Promise<Tally> {
  const answers = await Promise.all(
    attempts.map(({ username, password, client }, index) =>
      fetch(`http://127.0.0.1:${ports[index % ports.length]}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: JSON.stringify({ username, password }),
      }).then((response) => response.status),
    ),
  );
  return answers.reduce<Tally>((tally, status) => ({ ...tally, [status]: (tally[status] ?? 0) + 1 }), {});
}

const describe = (tally: Tally) =>
  Object.entries(tally)
    .map(([status, count]) => `${count}×${status}`)
    .join(', ');

export async function benchLoginBursts(databaseUrl: string): Promise<string[]> {
  const scratch = await createScratchDatabase(databaseUrl);
  const dataDir = mkdtempSync(join(tmpdir(), 'rumbo-bench-burst-'));
  const ports = [port, port + 1];
  // The bench speaks for many clients through X-Forwarded-For, as a trusted proxy on 127.0.0.1 would.
  const env = { DATA_DIR: dataDir, DATABASE_URL: scratch.url, TRUST_PROXY: '127.0.0.1' };
  const services = [];
  try {
    services.push(await startService(env, ports[0]));
    services.push(await startService(env, ports[1]));
    const lines: string[] = [`login bursts on PostgreSQL, two service processes (ports ${ports.join(', ')}), attempts split between them:`];
    let client = 0;
    const newClient = () => `198.18.${Math.floor(++client / 250)}.${client % 250}`;
    for (const size of [30, 300]) {
      const email = `burst-${size}-${Date.now()}@rumbo.test`;
      const company = { companyName: 'Ráfaga SA', representativeName: 'Ana Ráfaga', email, password: 'la-clave-correcta', interestPlan: 'pro' };
      const registered = await fetch(`http://127.0.0.1:${ports[0]}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': newClient() },
        body: JSON.stringify(company),
      });
      if (registered.status !== 201) throw new Error(`register failed: ${registered.status}`);
      const oneAddress = newClient();
      const guesses = Array.from({ length: size }, (_, index) => ({ username: email, password: index === size - 1 ? company.password : `intento-${index}`, client: oneAddress }));
      lines.push(`  ${size} guesses for one account from one address: ${describe(await burst(ports, guesses))} (checked at most 5)`);
      const spread = Array.from({ length: size }, (_, index) => ({ username: email, password: `otro-intento-${index}`, client: newClient() }));
      lines.push(`  ${size} guesses for the same (now locked) account from ${size} addresses: ${describe(await burst(ports, spread))} (checked: 0)`);
      const strangerAddress = newClient();
      const unknown = Array.from({ length: size }, (_, index) => ({ username: `nadie-${size}-${index}@rumbo.test`, password: 'adivinanza', client: strangerAddress }));
      lines.push(`  ${size} unknown users from one address: ${describe(await burst(ports, unknown))} (checked at most 20)`);
    }
    return lines;
  } finally {
    for (const { child } of services) await stopService(child);
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
