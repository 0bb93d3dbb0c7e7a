import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt with OWASP's parameters (N=2^17, r=8, p=1) by default. The parameters travel inside
// the stored string, so a hash made with other parameters still verifies.

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

const KEY_LENGTH = 32;

export interface PasswordHasher {
  hash(secret: string): Promise<string>;
  verify(secret: string, stored: string): Promise<boolean>;
  /**
   * Verifies against the account's hash or, when there is no account, against a dummy hash made
   * once at the same cost (answering false): a wrong identifier takes as long as a wrong password.
   */
  verifyOrDummy(secret: string, stored: string | undefined): Promise<boolean>;
}

export function createPasswordHasher(logN: number): PasswordHasher {
  let dummy: Promise<string> | undefined;
  const hasher: PasswordHasher = {
    async hash(secret) {
      const salt = randomBytes(16);
      const N = 2 ** logN;
      const key = await scrypt(secret, salt, KEY_LENGTH, { N, r: 8, p: 1, maxmem: 256 * N * 8 + 1024 * 1024 });
      return `scrypt$${logN}$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
    },
    async verify(secret, stored) {
      const parts = stored.split('$');
      if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
      const [, logNs, rs, ps, saltS, keyS] = parts as [string, string, string, string, string, string];
      const N = 2 ** Number(logNs);
      const r = Number(rs);
      const p = Number(ps);
      const expected = Buffer.from(keyS, 'base64url');
      const key = await scrypt(secret, Buffer.from(saltS, 'base64url'), expected.length, { N, r, p, maxmem: 256 * N * r + 1024 * 1024 });
      return key.length === expected.length && timingSafeEqual(key, expected);
    },
    async verifyOrDummy(secret, stored) {
      if (stored !== undefined) return hasher.verify(secret, stored);
      dummy ??= hasher.hash(randomBytes(16).toString('hex'));
      await hasher.verify(secret, await dummy);
      return false;
    },
  };
  return hasher;
}

