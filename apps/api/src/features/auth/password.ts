import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's minimum: m = 19 MiB, t = 2, p = 1. (2 is Algorithm.Argon2id, a const enum.)
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

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
