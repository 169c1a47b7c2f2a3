import { describe, expect, it } from 'vitest';
import { decoyHash, hashPassword, verifyPassword } from './passwords';

describe('scrypt passwords', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsE', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('keeps verifying hashes made with another cost', async () => {
    const cheap = await hashPassword('pw', { N: 1024, r: 8, p: 1 });
    expect(cheap.startsWith('scrypt$1024$')).toBe(true);
    expect(await verifyPassword('pw', cheap)).toBe(true);
  });

  it('treats unicode equivalents alike (NFKC)', async () => {
    const stored = await hashPassword('caf\u00e9');
    expect(await verifyPassword('cafe\u0301', stored)).toBe(true);
  });

  it('refuses malformed hashes and empty passwords', async () => {
    for (const bad of ['', 'plain', 'scrypt$x$8$1$AAAA$AAAA', 'bcrypt$1$2$3$4$5', 'scrypt$1024$8$1$AAAA$']) {
      expect(await verifyPassword('pw', bad)).toBe(false);
    }
    await expect(hashPassword('')).rejects.toThrow('A password cannot be empty');
  });

  it('has a decoy hash that matches no ordinary password', async () => {
    const decoy = await decoyHash();
    expect(await decoyHash()).toBe(decoy);
    expect(await verifyPassword('admin', decoy)).toBe(false);
  });
});
