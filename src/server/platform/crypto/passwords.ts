import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { AppError } from '@shared/errors';
import { SECURITY_MESSAGES } from '@shared/messages/security';

// scrypt with OWASP's parameters (N=2^17, r=8, p=1) by default. The parameters travel inside
// the stored string, so a hash made with other parameters still verifies.
//
// Hashing has its own bounded concurrency: scrypt runs on libuv's small thread pool, which file
// reads (static files, photos) share. At most `concurrency` hashes run at once (leaving threads
// for the reads), at most `queueLimit` wait; past that the call fails at once with 503 and
// Retry-After, so a storm of sign-ins neither starves the rest nor piles up memory.

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
  /** Hashes running and waiting now. */
  load(): { running: number; waiting: number };
}

export interface HashingLimits {
  concurrency: number;
  queueLimit: number;
}

/** A counting semaphore with a bounded queue: `run` fails with 503 when the queue is full. */
export function createBoundedPool(limits: HashingLimits) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running >= limits.concurrency) {
        if (waiting.length >= limits.queueLimit) throw new AppError('UNAVAILABLE', SECURITY_MESSAGES.busy);
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running++;
      }
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        if (next)
          next(); // the slot passes straight to the next in line
        else running--;
      }
    },
    load: () => ({ running, waiting: waiting.length }),
  };
}

export function createPasswordHasher(
  logN: number,
  limits: HashingLimits = { concurrency: 2, queueLimit: 32 },
): PasswordHasher {
  const pool = createBoundedPool(limits);
  let dummy: Promise<string> | undefined;
  const hashNow = async (secret: string) => {
    const salt = randomBytes(16);
    const N = 2 ** logN;
    const key = await scrypt(secret, salt, KEY_LENGTH, { N, r: 8, p: 1, maxmem: 256 * N * 8 + 1024 * 1024 });
    return `scrypt$${logN}$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
  };
  const hasher: PasswordHasher = {
    hash: (secret) => pool.run(() => hashNow(secret)),
    async verify(secret, stored) {
      const parts = stored.split('$');
      if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
      const [, logNs, rs, ps, saltS, keyS] = parts as [string, string, string, string, string, string];
      const N = 2 ** Number(logNs);
      const r = Number(rs);
      const p = Number(ps);
      const expected = Buffer.from(keyS, 'base64url');
      const key = await pool.run(() =>
        scrypt(secret, Buffer.from(saltS, 'base64url'), expected.length, {
          N,
          r,
          p,
          maxmem: 256 * N * r + 1024 * 1024,
        }),
      );
      return key.length === expected.length && timingSafeEqual(key, expected);
    },
    async verifyOrDummy(secret, stored) {
      if (stored !== undefined) return hasher.verify(secret, stored);
      // The dummy is made outside the pool (once), so that it can never be refused.
      dummy ??= hashNow(randomBytes(16).toString('hex'));
      await hasher.verify(secret, await dummy);
      return false;
    },
    load: pool.load,
  };
  return hasher;
}
