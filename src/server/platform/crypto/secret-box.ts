import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// Secrets the server must read back (a TOTP secret, say) kept encrypted at rest: AES-256-GCM with a
// random 96-bit nonce per value, so that a copy of the database (a backup, a replica, a dump) is of
// no use without the key, and a changed byte is detected rather than read. A stored value is
// `v1:` + base64url(nonce | tag | ciphertext): the prefix says which format (and, with a later
// version, which key) sealed it, and tells a sealed value from one written before encryption.

const VERSION = 'v1:';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
export const SECRET_KEY_BYTES = 32;

export class SecretBoxError extends Error {
  override name = 'SecretBoxError';
}

export interface SecretBox {
  /** Encrypts `plain`, bound to `context` (a row's identity: a sealed value copied to another row does not open). */
  seal(plain: string, context: string): string;
  /** Decrypts a sealed value; throws SecretBoxError on a wrong key, context or a changed byte. */
  open(stored: string, context: string): string;
}

/** Whether `stored` is in the sealed format (else it was written in plain before encryption). */
export const isSealed = (stored: string): boolean => stored.startsWith(VERSION);

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== SECRET_KEY_BYTES) throw new SecretBoxError(`The key must be ${SECRET_KEY_BYTES} bytes`);
  return {
    seal(plain, context) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return VERSION + Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(stored, context) {
      if (!isSealed(stored)) throw new SecretBoxError('Not a sealed value');
      const raw = Buffer.from(stored.slice(VERSION.length), 'base64url');
      if (raw.length < NONCE_BYTES + TAG_BYTES) throw new SecretBoxError('A sealed value too short');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, NONCE_BYTES));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(raw.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
      try {
        return Buffer.concat([decipher.update(raw.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        // Never the value or the key in the message: only that it did not open.
        throw new SecretBoxError('A sealed value did not open: a different key, or a changed value');
      }
    },
  };
}

/**
 * Outside production, a key derived from a fixed, public phrase, so that development and tests need
 * no setup. It protects nothing: anyone can derive it, which is why production refuses to start without
 * its own key.
 */
export const DEVELOPMENT_SECRET_KEY: Buffer = createHash('sha256')
  .update('navi-jewels development-only secret key: public, never for production')
  .digest();

/** A key from its base64 (or base64url) text: undefined unless it is exactly SECRET_KEY_BYTES bytes. */
export function parseSecretKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return undefined;
  const key = Buffer.from(trimmed, trimmed.includes('-') || trimmed.includes('_') ? 'base64url' : 'base64');
  return key.length === SECRET_KEY_BYTES ? key : undefined;
}
