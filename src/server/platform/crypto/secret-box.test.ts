import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, DEVELOPMENT_SECRET_KEY, isSealed, parseSecretKey, SecretBoxError } from './secret-box';

describe('secret box', () => {
  const key = randomBytes(32);
  const box = createSecretBox(key);
  const plain = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

  it('seals to a versioned value that does not contain the plain text, and opens it again', () => {
    const sealed = box.seal(plain, 'row:1');
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).toMatch(/^v1:[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain(plain);
    expect(sealed.length).toBeLessThanOrEqual(255);
    expect(box.open(sealed, 'row:1')).toBe(plain);
    // A new nonce each time: the same secret never seals to the same value.
    expect(box.seal(plain, 'row:1')).not.toBe(sealed);
  });

  it('refuses a wrong key, another context, a changed byte or a plain value', () => {
    const sealed = box.seal(plain, 'row:1');
    expect(() => createSecretBox(randomBytes(32)).open(sealed, 'row:1')).toThrow(SecretBoxError);
    expect(() => box.open(sealed, 'row:2')).toThrow(SecretBoxError);
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1;
    expect(() => box.open(`v1:${raw.toString('base64url')}`, 'row:1')).toThrow(SecretBoxError);
    expect(() => box.open('v1:', 'row:1')).toThrow(SecretBoxError);
    expect(() => box.open(plain, 'row:1')).toThrow(SecretBoxError);
    expect(isSealed(plain)).toBe(false);
    // The message names neither the value nor the key.
    try {
      createSecretBox(randomBytes(32)).open(sealed, 'row:1');
    } catch (err) {
      expect(String(err)).not.toContain(plain);
      expect(String(err)).not.toContain(key.toString('base64'));
    }
  });

  it('takes only a 32-byte key', () => {
    expect(() => createSecretBox(randomBytes(16))).toThrow(SecretBoxError);
    expect(DEVELOPMENT_SECRET_KEY).toHaveLength(32);
    const text = randomBytes(32).toString('base64');
    expect(parseSecretKey(text)?.toString('base64')).toBe(text);
    expect(parseSecretKey(randomBytes(32).toString('base64url'))).toHaveLength(32);
    expect(parseSecretKey(randomBytes(16).toString('base64'))).toBeUndefined();
    expect(parseSecretKey('not a key at all!')).toBeUndefined();
  });
});
