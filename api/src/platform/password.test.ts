import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './password.ts';

describe('password hashing (scrypt)', () => {
  test('stores a self-describing hash with the OWASP parameters, a 16-byte salt and a 32-byte key', async () => {
    const stored = await hashPassword('Demo-2026!');
    const match = /^scrypt\$ln=17,r=8,p=1\$([^$]+)\$([^$]+)$/.exec(stored);
    assert.ok(match, stored);
    assert.equal(Buffer.from(match[1], 'base64').length, 16);
    assert.equal(Buffer.from(match[2], 'base64').length, 32);
    assert.equal(needsRehash(stored), false);
  });

  test('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('Demo-2026!');
    assert.equal(await verifyPassword('Demo-2026!', stored), true);
    assert.equal(await verifyPassword('demo-2026!', stored), false);
    assert.equal(await verifyPassword('', stored), false);
  });

  test('salts every hash: the same password hashes differently twice', async () => {
    const [a, b] = await Promise.all([hashPassword('Demo-2026!'), hashPassword('Demo-2026!')]);
    assert.notEqual(a, b);
  });

  test('treats Unicode compositions of a password alike (NFKC)', async () => {
    const stored = await hashPassword('Heslo-Příliš-2026');
    assert.equal(await verifyPassword('Heslo-Pr\u030ci\u0301lis\u030c-2026', stored), true);
  });

  test('verifies hashes made with older, weaker parameters and asks for a rehash', async () => {
    // A hash as an earlier release would have written it (N=2^14).
    const { scryptSync } = await import('node:crypto');
    const salt = Buffer.alloc(16, 7);
    const key = scryptSync('Demo-2026!', salt, 32, { N: 2 ** 14, r: 8, p: 1 });
    const old = `scrypt$ln=14,r=8,p=1$${salt.toString('base64')}$${key.toString('base64')}`;
    assert.equal(await verifyPassword('Demo-2026!', old), true);
    assert.equal(needsRehash(old), true);
  });

  test('rejects malformed or absurd stored values instead of throwing', async () => {
    for (const stored of [
      '',
      'plain-text',
      'scrypt$ln=30,r=8,p=1$AAAA$AAAAAAAAAAAAAAAAAAAAAA==',
      'bcrypt$2b$10$abc',
    ]) {
      assert.equal(await verifyPassword('Demo-2026!', stored), false, stored);
      assert.equal(needsRehash(stored), true);
    }
  });

  test('spends the same work on unknown accounts', async () => {
    assert.equal(await verifyAgainstDummy('Demo-2026!'), false);
  });
});
