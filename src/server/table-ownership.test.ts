import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A module never touches another module's tables: it asks the owner's service. This reads every
// file of every module for the tables its SQL names (Kysely's selectFrom, insertInto, updateTable,
// deleteFrom, joins, and FROM / JOIN / INTO / UPDATE in raw SQL) and checks each against its owner.

/** Who owns each table. `platform`: machinery's own tables (sessions, outbox, sign-in failures). */
const OWNER: Record<string, string> = {
  categories: 'catalog',
  products: 'catalog',
  product_stones: 'catalog',
  product_sizes: 'catalog',
  product_photos: 'catalog',
  selection_items: 'selection',
  metal_rates: 'rates',
  admins: 'admin',
  admin_recovery_codes: 'admin',
  admin_mfa_challenges: 'admin',
  api_tokens: 'admin',
  users: 'accounts',
  one_time_codes: 'accounts',
  cart_items: 'cart',
  wishlist_items: 'wishlist',
  appointments: 'visits',
  appointment_items: 'visits',
  visit_schedules: 'visits',
  visit_slot_places: 'visits',
  search_docs: 'search',
  search_fts: 'search',
  audit_log: 'audit',
  audit_chain: 'audit',
  pieces: 'stock',
  stock_movements: 'stock',
  admin_sessions: 'platform',
  user_sessions: 'platform',
  outbox: 'platform',
  sign_in_failures: 'platform',
  password_failures: 'platform',
  sign_in_addresses: 'platform',
};

/**
 * Reads that still cross a module's border, each to be replaced by a call to the owner's service
 * (issue 23, item b). A fixed one must leave this list: the test fails on an entry no longer needed.
 */
const KNOWN_CROSSINGS: readonly string[] = [
  // Cart, wishlist and selection lines join the product row for its price and order.
  'cart/cart.repo.ts -> products (catalog)',
  'selection/selection.repo.ts -> products (catalog)',
  'wishlist/wishlist.repo.ts -> products (catalog)',
  // The search index reads the catalogue's columns and the collections' members.
  'search/search.repo.ts -> categories (catalog)',
  'search/search.repo.ts -> product_sizes (catalog)',
  'search/search.repo.ts -> product_stones (catalog)',
  'search/search.repo.ts -> products (catalog)',
  'search/search.repo.ts -> selection_items (selection)',
];

const MODULES = path.resolve(import.meta.dirname, 'modules');
const TABLE = Object.keys(OWNER).join('|');
const BUILDERS = 'selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|rightJoin|replaceInto|mergeInto';
const KYSELY = new RegExp(String.raw`\b(?:${BUILDERS})\(\s*['"\`](${TABLE})\b`, 'g');
const RAW = new RegExp(String.raw`\b(?:from|join|into|update)\s+\`?(${TABLE})\b\`?`, 'gi');

/** `module file -> table (owner)` for every table a module's file names that another owns. */
export function crossings(files: ReadonlyArray<{ module: string; file: string; text: string }>): string[] {
  const found = new Set<string>();
  for (const { module, file, text } of files) {
    const code = text.replace(/\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
    for (const re of [KYSELY, RAW])
      for (const m of code.matchAll(re)) {
        const table = (m[1] ?? '').toLowerCase();
        const owner = OWNER[table];
        if (owner && owner !== module) found.add(`${module}/${file} -> ${table} (${owner})`);
      }
  }
  return [...found].sort();
}

function moduleFiles(): Array<{ module: string; file: string; text: string }> {
  return fs
    .readdirSync(MODULES, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      fs
        .readdirSync(path.join(MODULES, d.name))
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
        .map((f) => ({ module: d.name, file: f, text: fs.readFileSync(path.join(MODULES, d.name, f), 'utf8') })),
    );
}

describe('table ownership', () => {
  it('finds a planted crossing in each form the SQL takes', () => {
    expect(
      crossings([
        { module: 'cart', file: 'cart.repo.ts', text: "db.selectFrom('products as p').select('id')" },
        { module: 'cart', file: 'cart.repo.ts', text: 'sql`SELECT 1 FROM selection_items s JOIN categories c`' },
        { module: 'catalog', file: 'catalog.repo.ts', text: "db.deleteFrom('products') // products: its own" },
      ]),
    ).toEqual([
      'cart/cart.repo.ts -> categories (catalog)',
      'cart/cart.repo.ts -> products (catalog)',
      'cart/cart.repo.ts -> selection_items (selection)',
    ]);
  });

  it('finds no module touching another module’s tables beyond the known crossings, each still there', () => {
    expect(crossings(moduleFiles())).toEqual([...KNOWN_CROSSINGS].sort());
  });
});
