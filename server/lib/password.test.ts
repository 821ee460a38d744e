import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashes', () => {
  it('stores scrypt parameters, a 16-byte salt and a 64-byte key', async () => {
    const stored = await hashPassword('demo-password');
    const parts = stored.split('$');
    expect(parts.slice(0, 4)).toEqual(['scrypt', '16384', '8', '1']);
    expect(Buffer.from(parts[4], 'base64')).toHaveLength(16);
    expect(Buffer.from(parts[5], 'base64')).toHaveLength(64);
  });

  it('is an scrypt key of the password and salt with the stated parameters', async () => {
    const stored = await hashPassword('demo-password');
    const [, , , , salt, hash] = stored.split('$');
    const expected = scryptSync('demo-password', Buffer.from(salt, 'base64'), 64, { N: 16384, r: 8, p: 1 });
    expect(hash).toBe(expected.toString('base64'));
  });

  it('verifies the right password and refuses others', async () => {
    const stored = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct hors', stored)).toBe(false);
    expect(await verifyPassword('Correct horse', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash differently', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same', a)).toBe(true);
    expect(await verifyPassword('same', b)).toBe(true);
  });

  it('treats malformed or hostile stored values as a non-match', async () => {
    const stored = await hashPassword('pw');
    const [, , , , salt, hash] = stored.split('$');
    for (const bad of [
      '',
      'plain-text-password',
      `bcrypt$16384$8$1$${salt}$${hash}`,
      `scrypt$16384$8$1$${salt}`,
      `scrypt$1073741824$8$1$${salt}$${hash}`,
      `scrypt$1000$8$1$${salt}$${hash}`,
      `scrypt$16384$8$1$$${hash}`,
      `scrypt$16384$8$1$${salt}$`,
      `scrypt$x$8$1$${salt}$${hash}`,
    ]) {
      expect(await verifyPassword('pw', bad)).toBe(false);
    }
  });
});
