import type { Redis } from 'ioredis';

// A read cache for the public catalogue and the gold price. Every admin write calls
// invalidate(); entries are tagged with the version they were read under, so a read that
// raced a write can never be served after it. With Redis the version is shared, and each
// read checks it, so a write on one instance is visible on the very next read of another.
//
// Reads of one key under one version share a single load (no stampede after a write), the
// least recently used entries go first when the entries' estimated size passes the byte bound
// (READ_CACHE_MAX_BYTES), and when Redis cannot be reached reads go to the database uncached
// rather than fail.

export interface CatalogCache {
  read<T>(key: string, loader: () => Promise<T>): Promise<T>;
  /**
   * Two-step read, for a value produced outside a loader (an HTTP response captured as it is
   * sent). `fill` stores the value only if no write happened since the lookup.
   */
  lookup<T>(key: string): Promise<CacheLookup<T>>;
  /**
   * One value per key kept for the current version outside the least-recently-used entries,
   * for a large structure that many reads share (the search's facet index): a crawler reading
   * thousands of pages never pushes it out, and the next version loads it again once.
   */
  pinned<T>(key: string, loader: () => Promise<T>): Promise<T>;
  invalidate(): Promise<void>;
}

export type CacheLookup<T> = { hit: true; value: T } | { hit: false; fill: (value: T) => void };

export interface CatalogCacheOptions {
  /** Bytes the entries may take at most (their estimated size); the least recently used go first. */
  maxBytes?: number;
  /** Entries kept at most, besides the bytes; unlimited unless set. */
  maxEntries?: number;
  /** Told of every lookup, hit or miss (the metrics count them). */
  onLookup?: (hit: boolean) => void;
}

/**
 * A value that knows its own size in bytes (an HTTP answer with its compressed forms); any
 * other value is weighed by its JSON text.
 */
export interface Weighed {
  readonly cacheBytes: number;
}

/** READ_CACHE_MAX_BYTES's default: listing pages of 10-100 KB, a few thousand of them. */
export const DEFAULT_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/** Map slot, entry object and version string of one entry, roughly. */
const ENTRY_OVERHEAD_BYTES = 200;
/**
 * The heap size of a value against its JSON text: 100-product pages measured 1.3 bytes of heap a
 * character (process.memoryUsage after gc, 200 pages); 2 leaves room for unshared strings.
 */
const HEAP_PER_JSON_CHAR = 2;
const VERSION_KEY = 'catalog:version';

interface Entry {
  version: string;
  value: unknown;
  bytes: number;
}

const isWeighed = (value: unknown): value is Weighed =>
  typeof value === 'object' && value !== null && typeof (value as { cacheBytes?: unknown }).cacheBytes === 'number';

/** The estimated bytes an entry holds: its key (two bytes a character), its value, the overhead. */
export function entryBytes(key: string, value: unknown): number {
  let size: number;
  if (isWeighed(value)) size = value.cacheBytes;
  else {
    let text: string | undefined;
    try {
      text = JSON.stringify(value);
    } catch {
      text = undefined; // not JSON (a cycle, a BigInt): never kept, see store()
    }
    size = text === undefined ? Number.POSITIVE_INFINITY : text.length * HEAP_PER_JSON_CHAR;
  }
  return ENTRY_OVERHEAD_BYTES + key.length * 2 + size;
}

const noFill = () => undefined;
const UNREACHABLE_VERSION = 'unreachable';

export function createCatalogCache(redis?: Redis, options: CatalogCacheOptions = {}): CatalogCache {
  const maxBytes = options.maxBytes ?? DEFAULT_CACHE_MAX_BYTES;
  const maxEntries = options.maxEntries ?? Number.POSITIVE_INFINITY;
  /** No one entry may take more than this share of the bound, so a few never flush the rest. */
  const maxEntryBytes = maxBytes / 8;
  let totalBytes = 0;
  const counted = options.onLookup ?? (() => undefined);
  let version = '0';
  /** Map order is recency order: the first key is the least recently used. */
  const entries = new Map<string, Entry>();
  const loading = new Map<string, { version: string; promise: Promise<unknown> }>();
  const pins = new Map<string, { version: string; promise: Promise<unknown> }>();
  const readSharedVersion = redis ? coalescedGet(redis, VERSION_KEY) : undefined;

  /** The version to read under; with Redis, one fetched after this call began. */
  async function currentVersion(): Promise<string> {
    if (!readSharedVersion) return version;
    const shared = (await readSharedVersion()) ?? '0';
    if (shared !== version) {
      version = shared;
      clear();
    }
    return version;
  }

  /**
   * While Redis is not connected, nobody can learn of another instance's writes: reads go to the
   * database at once (instead of waiting on a Redis command that is bound to fail), and what this
   * instance cached before is dropped so that it is not served once Redis returns.
   */
  function sharedVersionUnreachable(): boolean {
    if (!redis || redis.status === 'ready') return false;
    if (version !== UNREACHABLE_VERSION) {
      version = UNREACHABLE_VERSION;
      clear();
    }
    return true;
  }

  /**
   * The version to read under; undefined when the shared version cannot be known (Redis away or
   * failing), and the caller reads from the database uncached. Without Redis it is answered at
   * once, not as a promise, so a local hit waits for nothing.
   */
  function versionToReadUnder(): string | undefined | Promise<string | undefined> {
    if (!readSharedVersion) return version;
    if (sharedVersionUnreachable()) return undefined;
    return currentVersion().catch(() => undefined);
  }

  function get(key: string, v: string): Entry | undefined {
    const hit = entries.get(key);
    if (!hit || hit.version !== v) return undefined;
    entries.delete(key);
    entries.set(key, hit);
    return hit;
  }

  function drop(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalBytes -= entry.bytes;
  }

  function clear(): void {
    entries.clear();
    totalBytes = 0;
  }

  /** Stores one answer per key: a second store of the key replaces the first. */
  function store(key: string, v: string, value: unknown): void {
    if (v !== version) return;
    drop(key);
    const bytes = entryBytes(key, value);
    if (bytes > maxEntryBytes) return; // answered, not kept
    entries.set(key, { version: v, value, bytes });
    totalBytes += bytes;
    while (totalBytes > maxBytes || entries.size > maxEntries) {
      const oldest = entries.keys().next();
      if (oldest.done) break;
      drop(oldest.value);
    }
  }

  return {
    async read<T>(key: string, loader: () => Promise<T>): Promise<T> {
      const known = versionToReadUnder();
      const v = typeof known === 'object' ? await known : known;
      if (v === undefined) return (counted(false), loader());
      const hit = get(key, v);
      counted(hit !== undefined);
      if (hit) return hit.value as T;
      const pending = loading.get(key);
      if (pending && pending.version === v) return pending.promise as Promise<T>;
      const promise = loader();
      loading.set(key, { version: v, promise });
      try {
        const value = await promise;
        store(key, v, value);
        return value;
      } finally {
        if (loading.get(key)?.promise === promise) loading.delete(key);
      }
    },

    async lookup<T>(key: string): Promise<CacheLookup<T>> {
      const known = versionToReadUnder();
      const v = typeof known === 'object' ? await known : known;
      if (v === undefined) return (counted(false), { hit: false, fill: noFill });
      const hit = get(key, v);
      counted(hit !== undefined);
      if (hit) return { hit: true, value: hit.value as T };
      return { hit: false, fill: (value: T) => store(key, v, value) };
    },

    async pinned<T>(key: string, loader: () => Promise<T>): Promise<T> {
      const known = versionToReadUnder();
      const v = typeof known === 'object' ? await known : known;
      if (v === undefined) return loader();
      const pin = pins.get(key);
      if (pin && pin.version === v) return pin.promise as Promise<T>;
      const promise = loader();
      pins.set(key, { version: v, promise });
      // A failed load is not kept: the next read tries again.
      promise.catch(() => {
        if (pins.get(key)?.promise === promise) pins.delete(key);
      });
      return promise;
    },

    async invalidate() {
      clear();
      loading.clear();
      pins.clear();
      if (!redis) {
        version = String(Number(version) + 1);
        return;
      }
      // The local version moves at once, so nothing read before the write is stored after it
      // even while the shared counter is being incremented.
      version = `local:${version}`;
      version = String(await redis.incr(VERSION_KEY));
    },
  };
}

/**
 * GET of one Redis key where every caller gets an answer to a request sent after it called:
 * callers that arrive while a GET is on the wire wait for the next one, which they share.
 * At most two GETs are in flight however many requests arrive, and no answer predates the
 * read that uses it.
 */
function coalescedGet(redis: Redis, key: string): () => Promise<string | null> {
  let inFlight: Promise<string | null> | undefined;
  let next: Promise<string | null> | undefined;
  const start = (): Promise<string | null> => {
    const p = redis.get(key).finally(() => {
      if (inFlight === p) inFlight = undefined;
    });
    inFlight = p;
    return p;
  };
  return () => {
    if (!inFlight) return start();
    next ??= inFlight.then(
      () => {
        next = undefined;
        return start();
      },
      () => {
        next = undefined;
        return start();
      },
    );
    return next;
  };
}
