import { hash, verify, type Options } from '@node-rs/argon2';

// argon2id with OWASP's minimum: m = 19 MiB, t = 2, p = 1. (2 is Algorithm.Argon2id, a const enum.)
let options: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * For the API's tests only (testing/setup.ts): they hash thousands of passwords, each 12 ms of CPU at
 * the real cost and 0.2 ms at argon2id's cheapest. The service never calls this.
 */
export function useCheapestPasswordCostForTests(): void {
  // Vitest marks its test processes; anywhere else this is a mistake, and a costly one.
  if (!process.env.VITEST) throw new Error('the cheapest password hashing cost is for the tests only');
  options = { ...options, memoryCost: 256, timeCost: 1 };
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** A fixed hash to verify against when the account does not exist, so both cases take as long. */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  decoyHash ??= hashPassword('decoy password that never matches');
  const target = passwordHash ?? (await decoyHash);
  const matches = await verify(target, password).catch(() => false);
  return matches && passwordHash != null;
}
