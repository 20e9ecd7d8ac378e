import { createCipheriv, createDecipheriv, randomBytes, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { recoveryCodeCount } from '@rumbo/contract';

// Two-step verification's secrets: TOTP after RFC 6238 (30-second steps, six digits, SHA-1, as every
// authenticator app reads them), the secret encrypted at rest, and one-time recovery codes.

const cipher = 'aes-256-gcm';
const ivBytes = 12;
const ciphertextVersion = 'v1';

/** A new base32 secret for the app (160 bits, RFC 4226's recommendation). */
export function newTotpSecret(): string {
  return generateSecret();
}

export function otpauthUri(secret: string, accountEmail: string): string {
  return generateURI({ issuer: 'Rumbo', label: accountEmail, secret });
}

/** `v1.<iv>.<auth tag>.<ciphertext>`, base64url: tampering makes decryption fail instead of yielding another secret. */
export function encryptSecret(secret: string, key: Buffer): string {
  const iv = randomBytes(ivBytes);
  const encryptor = createCipheriv(cipher, key, iv);
  const ciphertext = Buffer.concat([encryptor.update(secret, 'utf8'), encryptor.final()]);
  return [ciphertextVersion, iv, encryptor.getAuthTag(), ciphertext].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

export function decryptSecret(stored: string, key: Buffer): string {
  const [version, iv, tag, ciphertext] = stored.split('.');
  if (version !== ciphertextVersion || !iv || !tag || ciphertext === undefined) throw new Error('unreadable two-step secret');
  const decryptor = createDecipheriv(cipher, key, Buffer.from(iv, 'base64url'));
  decryptor.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decryptor.update(Buffer.from(ciphertext, 'base64url')), decryptor.final()]).toString('utf8');
}

/**
 * The time step of a code that is right at `now`, or undefined. The step before and after are
 * accepted too (a phone's clock a little off, a code typed as it changed), but never one at or
 * before `afterTimeStep`: a code, once accepted, is never accepted again.
 */
export async function acceptedTimeStep(secret: string, code: string, now: Date, afterTimeStep: number | null): Promise<number | undefined> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: 30,
    ...(afterTimeStep !== null && { afterTimeStep }),
  });
  // The functional API answers HOTP's and TOTP's results alike; a TOTP result carries its time step.
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

/** Letters and digits that cannot be mistaken for one another when copied by hand (no 0/O, 1/I/L). */
const recoveryAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const recoveryCodeLength = 10;

/** Ten codes like `K7QM-X2RD-9P`, about 49 bits each: guessing one is as hopeless as a password. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () => {
    const characters = Array.from({ length: recoveryCodeLength }, () => recoveryAlphabet[randomInt(recoveryAlphabet.length)]).join('');
    return `${characters.slice(0, 4)}-${characters.slice(4, 8)}-${characters.slice(8)}`;
  });
}

/** A recovery code as it is hashed: without dashes or spaces, in capitals (the contract normalizes what a person types the same way). */
export function normalizeRecoveryCode(code: string): string {
  return code.replace(/[\s-]+/g, '').toUpperCase();
}

export function isAuthenticatorCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}
