import { randomBytes, webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';
import type { Database } from '../../db/client.js';
import { getOrCreateSecret } from './auth.repository.js';

export type AccessTokenClaims = { accountId: string; sessionId: string };

const keys = new WeakMap<Database, Promise<webcrypto.CryptoKey>>();

/**
 * The HMAC key, generated once and kept in the database so every process signs alike. Imported
 * once as a CryptoKey: given raw bytes, jose would import them again on every verify.
 */
function signingKey(db: Database): Promise<webcrypto.CryptoKey> {
  let key = keys.get(db);
  if (!key) {
    key = getOrCreateSecret(db, 'access-token-key', () => randomBytes(32).toString('base64url')).then((value) =>
      webcrypto.subtle.importKey('raw', Buffer.from(value, 'base64url'), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']),
    );
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

export async function signAccessToken(db: Database, claims: AccessTokenClaims, ttlSeconds: number, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.accountId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(await signingKey(db));
}

/**
 * Tokens whose signature was already checked, with their claims and expiry (seconds): an app sends one
 * token with each of its requests for ten minutes, and checking the HMAC again through WebCrypto took
 * a busy service more time than the request's database reads. A signature stays valid; the expiry is
 * compared on every use. The oldest are forgotten first past the bound.
 */
const checkedTokens = new WeakMap<Database, Map<string, { claims: AccessTokenClaims; expiresAt: number }>>();
const maxCheckedTokens = 10_000;

/** The claims of a valid, unexpired token, or undefined. */
export async function verifyAccessToken(db: Database, token: string, now: Date): Promise<AccessTokenClaims | undefined> {
  let checked = checkedTokens.get(db);
  if (!checked) checkedTokens.set(db, (checked = new Map()));
  const known = checked.get(token);
  // As jose has it: a token expires at its `exp` second.
  if (known) return known.expiresAt > Math.floor(now.getTime() / 1000) ? known.claims : undefined;
  try {
    const { payload } = await jwtVerify(token, await signingKey(db), { algorithms: ['HS256'], currentDate: now });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return undefined;
    const claims = { accountId: payload.sub, sessionId: payload.sid };
    if (checked.size >= maxCheckedTokens) checked.delete(checked.keys().next().value!);
    checked.set(token, { claims, expiresAt: payload.exp });
    return claims;
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
}
