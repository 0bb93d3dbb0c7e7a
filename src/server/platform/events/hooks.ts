import type { Db } from '../db/database';

// Post-write hooks: how one module reacts to another's write without importing it. The writing
// service calls `hooks.run(trx, event)` inside its transaction, after its own rows are written;
// every subscriber runs there, in the order subscribed, and a subscriber's failure fails (and
// rolls back) the write. The composition root (app.ts) subscribes the reactions: the search
// index rewrites a product's text, the catalogue reprices after a rate change, and so on; the
// audit log subscribes to every event. Nothing here knows a module: each module declares its
// events by adding to `WriteEvents` (declaration merging, as Fastify's decorators do):
//
//   declare module '@server/platform/events/hooks' {
//     interface WriteEvents { product: { row: ProductSnapshot } }
//   }

/**
 * Who made a write: an admin (with the username and client address the audit log records; no id
 * for a failed sign-in under a name that is no account), an API token (its name as the username),
 * a shopper, or the shop itself (seed, scripts, jobs).
 */
export type Actor =
  | { kind: 'admin'; id: number | null; username?: string; address?: string | null }
  | { kind: 'token'; id: number; username: string; address?: string | null }
  | { kind: 'shopper'; id: number }
  | { kind: 'system' };

export const SYSTEM: Actor = { kind: 'system' };

/** The actor of a signed-in caller: an admin's session, or an API token acting with its role. */
export const adminActor = (admin: {
  id: number | null;
  username?: string;
  address?: string | null;
  token?: { id: number; name: string } | null;
}): Actor =>
  admin.token
    ? {
        kind: 'token',
        id: admin.token.id,
        username: admin.token.name,
        ...(admin.address === undefined ? {} : { address: admin.address }),
      }
    : {
        kind: 'admin',
        id: admin.id,
        ...(admin.username === undefined ? {} : { username: admin.username }),
        ...(admin.address === undefined ? {} : { address: admin.address }),
      };
export const shopperActor = (user: { id: number }): Actor => ({ kind: 'shopper', id: user.id });

/** A row's create, update or delete; an admin's sign-in, refused sign-in and sign-out. */
export type WriteAction = 'create' | 'update' | 'delete' | 'signIn' | 'signInFailed' | 'signOut';

/** Each entity's row as its events carry it; modules add their entities. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface WriteEvents {}

export type Entity = keyof WriteEvents;

/** One write: `before` is null for a create, `after` null for a delete. */
export interface WriteEvent<E extends Entity = Entity> {
  actor: Actor;
  action: WriteAction;
  entity: E;
  /** The row's id; null for a write of a set (the rates). */
  entityId: number | null;
  before: WriteEvents[E]['row'] | null;
  after: WriteEvents[E]['row'] | null;
}

export type Subscriber<E extends Entity> = (trx: Db, event: WriteEvent<E>) => Promise<void>;

export class PostWriteHooks {
  private readonly byEntity: { [E in Entity]?: Array<Subscriber<E>> } = {};
  private readonly everyWrite: Array<(trx: Db, event: WriteEvent) => Promise<void>> = [];

  /** Runs `fn` after every write of `entity`, inside the writer's transaction. */
  on<E extends Entity>(entity: E, fn: Subscriber<E>): void {
    if (!this.byEntity[entity]) this.byEntity[entity] = [];
    this.byEntity[entity]?.push(fn);
  }

  /** Runs `fn` after every write of any entity (the audit log). */
  onEvery(fn: (trx: Db, event: WriteEvent) => Promise<void>): void {
    this.everyWrite.push(fn);
  }

  /** Called by the writing service inside its transaction, once its rows are written. */
  async run<E extends Entity>(trx: Db, event: WriteEvent<E>): Promise<void> {
    if (!trx.isTransaction) throw new Error('post-write hooks run inside the writer’s transaction');
    const list: Array<Subscriber<E>> = this.byEntity[event.entity] ?? [];
    for (const fn of list) await fn(trx, event);
    for (const fn of this.everyWrite) await fn(trx, event);
  }
}
