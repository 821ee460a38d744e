/**
 * Password hashes for local (email and password) accounts: scrypt from node:crypto with N=16384, r=8, p=1,
 * a random 16-byte salt and a 64-byte key, stored as `scrypt$16384$8$1$<salt base64>$<hash base64>`.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const COST = 16384;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
/** A stored hash asking for more work than this is refused rather than computed (it cannot be ours). */
const MAX_COST = 1 << 20;
const MAX_MEMORY = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a password with a fresh random salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, { N: COST, r: BLOCK_SIZE, p: PARALLELISM });
  return ['scrypt', COST, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * Whether `password` matches a stored hash, compared in constant time. A malformed stored value is a
 * non-match, never an exception, so a damaged record cannot be used to tell accounts apart.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const valid = (n: number) => Number.isSafeInteger(n) && n > 0;
  if (!valid(N) || !valid(r) || !valid(p) || N > MAX_COST || (N & (N - 1)) !== 0 || r > 64 || p > 16)
    return false;
  const salt = Buffer.from(parts[4], 'base64');
  const expected = Buffer.from(parts[5], 'base64');
  if (salt.length === 0 || expected.length < 16 || expected.length > 128) return false;
  try {
    const actual = await derive(password, salt, expected.length, { N, r, p });
    return timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}
