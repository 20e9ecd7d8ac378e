import { createHmac, randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { getOrCreateSecret } from './auth.repository.js';

const keys = new WeakMap<Database, Promise<string>>();

/** A key generated once and kept in the database, so every process derives the same successors. */
function successorKey(db: Database): Promise<string> {
  let key = keys.get(db);
  if (!key) {
    key = getOrCreateSecret(db, 'refresh-token-successor-key', () => randomBytes(32).toString('base64url'));
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

/**
 * The refresh token that follows `token` when it is rotated: derived from it, not drawn at random,
 * so the same rotation asked twice (two tabs refreshing at once) answers the same successor.
 */
export async function successorOf(db: Database, token: string): Promise<string> {
  return createHmac('sha256', await successorKey(db)).update(token).digest('base64url');
}
