import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { getOrCreateSecret } from './auth.repository.js';

// Device cookies (OWASP's design against lockouts a stranger can hold): a browser that has signed in
// to an account carries a cookie naming the account, signed with a key kept in the database (so every
// process shares it). A login bearing one is counted against that device, not the account's lockout.

export type Device = { accountId: string; deviceId: string };

const keys = new WeakMap<Database, Promise<Buffer>>();

function deviceKey(db: Database): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = getOrCreateSecret(db, 'device-cookie-key', () => randomBytes(32).toString('base64url')).then((value) => Buffer.from(value, 'base64url'));
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

function signatureOf(key: Buffer, accountId: string, deviceId: string): Buffer {
  return createHmac('sha256', key).update(`${accountId}.${deviceId}`).digest();
}

/** A new device cookie for a browser that has just signed in to the account. */
export async function issueDeviceCookie(db: Database, accountId: string): Promise<string> {
  const deviceId = randomBytes(16).toString('base64url');
  return `${accountId}.${deviceId}.${signatureOf(await deviceKey(db), accountId, deviceId).toString('base64url')}`;
}

/** The device a cookie names when its signature holds, else undefined (forged, altered, or from another key). */
export async function readDeviceCookie(db: Database, cookie: string | undefined): Promise<Device | undefined> {
  const [accountId, deviceId, signature, ...rest] = cookie?.split('.') ?? [];
  if (!accountId || !deviceId || !signature || rest.length > 0) return undefined;
  const expected = signatureOf(await deviceKey(db), accountId, deviceId);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? { accountId, deviceId } : undefined;
}
