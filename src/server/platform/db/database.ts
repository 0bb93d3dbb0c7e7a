import type { ColumnType, Generated, Kysely } from 'kysely';

// The schema as the repositories see it. Timestamps are epoch milliseconds; money is paise.

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  name_key: string;
  created_at: number;
  /** Default making charge of the category's products (migration 0003). */
  making_type: ColumnType<string | null, string | null | undefined, string | null>;
  /** Basis points (percent), paise per gram (perGram) or paise (flat). */
  making_value: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface ProductsTable {
  id: Generated<number>;
  name: string;
  name_key: string;
  description: string;
  category_id: number;
  image_key: string | null;
  created_at: number;
  updated_at: number;
  /** The shop's key of the design (migration 0029): capitals, unique; set in the insert's transaction. */
  sku: ColumnType<string | null, string | null | undefined, string>;
  // Specifications (migration 0003): weights in mg, money in paise, all optional.
  metal: ColumnType<string | null, string | null | undefined, string | null>;
  purity: ColumnType<string | null, string | null | undefined, string | null>;
  gross_weight_mg: ColumnType<number | null, number | null | undefined, number | null>;
  net_weight_mg: ColumnType<number | null, number | null | undefined, number | null>;
  making_type: ColumnType<string | null, string | null | undefined, string | null>;
  making_value: ColumnType<number | null, number | null | undefined, number | null>;
  /** 1, 0 or null (not said). */
  hallmarked: ColumnType<number | null, number | null | undefined, number | null>;
  huid: ColumnType<string | null, string | null | undefined, string | null>;
  /** Sum of the stone lines' values, so that repricing needs no join. */
  stones_paise: ColumnType<number, number | undefined, number>;
  /** 1 when the product comes in sizes: its price is then its cheapest size's. */
  has_sizes: ColumnType<number, number | undefined, number>;
  /** The current price at today's rates; null = price on request. Kept by the repricing statements. */
  price_paise: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface ProductStonesTable {
  product_id: number;
  position: number;
  kind: string;
  stone_count: number;
  carat_thousandths: number | null;
  value_paise: number;
}

export interface ProductSizesTable {
  product_id: number;
  position: number;
  label: string;
  net_weight_mg: number;
  gross_weight_mg: number | null;
  price_paise: number | null;
}

/**
 * A product's photos (migration 0006): position 0 is the main photo, positions run 0..n-1.
 * products.image_key always equals the position-0 photo's key (or null when there is none).
 */
export interface ProductPhotosTable {
  id: Generated<number>;
  product_id: number;
  image_key: string;
  alt: ColumnType<string, string | undefined, string>;
  position: number;
  created_at: number;
}

export interface SelectionItemsTable {
  selection_type: string;
  product_id: number;
  added_at: number;
}

/** History of rates; the latest row of a (metal, purity) is current. A null price clears an override. */
export interface MetalRatesTable {
  id: Generated<number>;
  metal: string;
  purity: string;
  price_paise: number | null;
  admin_id: number | null;
  created_at: number;
}

export interface AdminsTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  created_at: number;
  /** `owner` or `staff` (migration 0020); accounts from before roles are owners. */
  role: ColumnType<string, string | undefined, string>;
  /** The showroom a staff account works for; null: every showroom. */
  showroom: ColumnType<string | null, string | null | undefined, string | null>;
  /** When an owner disabled the account (migration 0021); null: enabled. */
  disabled_at: ColumnType<number | null, number | null | undefined, number | null>;
  /** 1 while the password is one an owner gave (to be changed at sign-in), else 0. */
  password_temporary: ColumnType<number, number | undefined, number>;
  last_sign_in_at: ColumnType<number | null, number | null | undefined, number | null>;
  /**
   * The confirmed TOTP secret (migration 0023), sealed with MFA_ENCRYPTION_KEY (`v1:...`, 0030); a
   * plain base32 one written before that is sealed at its next use. Null: no two-step sign-in.
   */
  mfa_secret: ColumnType<string | null, string | null | undefined, string | null>;
  /** A secret being set up, until a code from it is confirmed; sealed like mfa_secret. */
  mfa_pending_secret: ColumnType<string | null, string | null | undefined, string | null>;
  mfa_enabled_at: ColumnType<number | null, number | null | undefined, number | null>;
  /** The last TOTP time step a code was accepted at: a code is good once. */
  mfa_last_step: ColumnType<number | null, number | null | undefined, number | null>;
}

/** An admin's recovery codes (migration 0023): SHA-256 of each, each used once. */
export interface AdminRecoveryCodesTable {
  id: Generated<number>;
  admin_id: number;
  code_hash: string;
  used_at: ColumnType<number | null, number | null | undefined, number | null>;
}

/** The code step of an admin sign-in, opened by a right password (migration 0023). */
export interface AdminMfaChallengesTable {
  id: Generated<number>;
  admin_id: number;
  token_hash: string;
  created_at: number;
  expires_at: number;
  tries: ColumnType<number, number | undefined, number>;
  used_at: ColumnType<number | null, number | null | undefined, number | null>;
}

/** API tokens for integrations (migration 0024): the secret as SHA-256 only. */
export interface ApiTokensTable {
  id: Generated<number>;
  name: string;
  role: string;
  token_hash: string;
  created_by: number | null;
  created_at: number;
  last_used_at: ColumnType<number | null, number | null | undefined, number | null>;
  revoked_at: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A design's physical pieces (migration 0025): weights in mg, the price in paise at the current rates. */
export interface PiecesTable {
  id: Generated<number>;
  product_id: number;
  /** In capitals: tags compare case-insensitively. */
  tag: string;
  showroom: string;
  /** While in transit: the showroom it was sent to. */
  transfer_to: ColumnType<string | null, string | null | undefined, string | null>;
  size_label: ColumnType<string | null, string | null | undefined, string | null>;
  gross_weight_mg: number;
  net_weight_mg: number;
  huid: ColumnType<string | null, string | null | undefined, string | null>;
  status: string;
  held_until: ColumnType<number | null, number | null | undefined, number | null>;
  price_paise: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: number;
  updated_at: number;
}

/** Each piece's history (migration 0025): its creation, edits and moves. */
export interface StockMovementsTable {
  id: Generated<number>;
  piece_id: number;
  at: number;
  kind: string;
  from_status: string | null;
  to_status: string;
  from_showroom: string | null;
  to_showroom: string;
  bill_number: string | null;
  actor_id: number | null;
  actor_username: string | null;
}

export interface SessionsTableBase {
  id: Generated<number>;
  token_hash: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}
export interface AdminSessionsTable extends SessionsTableBase {
  admin_id: number;
  /** When the session last authorised a request (migration 0004); null: not since it opened. */
  last_used_at: ColumnType<number | null, number | null | undefined, number | null>;
}
export interface UserSessionsTable extends SessionsTableBase {
  user_id: number;
}

export interface UsersTable {
  id: Generated<number>;
  fullname: string;
  /** fullname lower-cased, for search (migration 0002); '' for rows inserted without it. */
  name_key: ColumnType<string, string | undefined, string>;
  email: string;
  phone: string;
  password_hash: string;
  verified_at: number | null;
  created_at: number;
  /** A pending sign-up's opaque reference (migration 0010); null once verified. */
  signup_ref: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface OneTimeCodesTable {
  id: Generated<number>;
  user_id: number | null;
  purpose: string;
  channel: string;
  contact: string;
  code_hash: string;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: number;
  expires_at: number;
  consumed_at: number | null;
}

export interface CartItemsTable {
  user_id: number;
  product_id: number;
  /** The size of the line, '' for a piece without sizes (migration 0012). */
  size_label: ColumnType<string, string | undefined, string>;
  quantity: number;
  added_at: number;
}

/** The signed-in shopper's wishlist (migration 0007). */
export interface WishlistItemsTable {
  user_id: number;
  product_id: number;
  created_at: number;
  /** The size the piece was saved in; null: none chosen (migration 0018). */
  size_label: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface AppointmentsTable {
  id: Generated<number>;
  name: string;
  email: string;
  mobile: string;
  address: string;
  message: string;
  showroom: string;
  preferred_date: string;
  user_id: number | null;
  created_at: number;
  handled_at: number | null;
  /** requested, confirmed, visited, noShow, cancelled (migration 0026). */
  status: ColumnType<string, string | undefined, string>;
  /** The visit's slot start, epoch ms; null while requested without a time. */
  slot_start: ColumnType<number | null, number | null | undefined, number | null>;
  /** The invitation's SEQUENCE: raised on each new time. */
  sequence: ColumnType<number, number | undefined, number>;
  /** The slot start the reminder was sent for (claimed by a guarded update). */
  reminded_slot: ColumnType<number | null, number | null | undefined, number | null>;
  status_note: ColumnType<string | null, string | null | undefined, string | null>;
  /** A random key per visit that signs its cancel links (migration 0026). */
  cancel_key: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A showroom's schedule as JSON, once an owner has edited it (migration 0026). */
export interface VisitSchedulesTable {
  showroom: string;
  schedule: string;
  updated_at: number;
}

/** Places taken per showroom and slot (migration 0026). */
export interface VisitSlotPlacesTable {
  showroom: string;
  slot_start: number;
  taken: ColumnType<number, number | undefined, number>;
}

/** Pieces held for a visit, and what became of each hold (migration 0028). */
export interface VisitHoldsTable {
  appointment_id: number;
  piece_id: number;
  product_name: string;
  tag: string;
  showroom: string;
  held_until: number;
  /** held, sold, released or expired. */
  state: string;
  ended_at: number | null;
}

/** Periodic jobs: when each is next due, and which instance holds it (migration 0027). */
export interface ScheduledJobsTable {
  name: string;
  next_run_at: number;
  lease_owner: string | null;
  lease_until: number | null;
  last_run_at: number | null;
  last_error: string | null;
}

export interface AppointmentItemsTable {
  appointment_id: number;
  product_id: number | null;
  product_name: string;
  quantity: number;
  /** The piece's price when the request was made; null when it had none (migration 0003). */
  unit_price_paise: ColumnType<number | null, number | null | undefined, number | null>;
  /** The size asked for; null for a piece without sizes (migration 0012). */
  size_label: ColumnType<string | null, string | null | undefined, string | null>;
}

// ---- Hardening, second round (migration 0004) ----

/** An email or SMS waiting to be sent, being sent, sent, or given up on. */
export interface OutboxTable {
  id: Generated<number>;
  channel: string;
  purpose: string;
  recipient: string;
  subject: ColumnType<string, string | undefined, string>;
  body: string;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: number;
  lease_owner: ColumnType<string | null, string | null | undefined, string | null>;
  lease_until: ColumnType<number | null, number | null | undefined, number | null>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: number;
  sent_at: ColumnType<number | null, number | null | undefined, number | null>;
  failed_at: ColumnType<number | null, number | null | undefined, number | null>;
  /** An email's Reply-To (migration 0008). */
  reply_to: ColumnType<string | null, string | null | undefined, string | null>;
  /** An iCalendar invitation sent with the email (migration 0026). */
  calendar: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Failed sign-ins of one account from one client address, in the current window. */
export interface SignInFailuresTable {
  account_key: string;
  client_key: string;
  failures: number;
  first_failure_at: number;
  last_failure_at: number;
}

/** Failed password checks of one account from every address in its window (migration 0022). */
export interface PasswordFailuresTable {
  account_key: string;
  failures: number;
  window_start: number;
}

/** An address (an IPv6 client by its /64) an account signed in from with its password (migration 0022). */
export interface SignInAddressesTable {
  account_key: string;
  client_key: string;
  last_sign_in_at: number;
}

/** The search index's rows (migration 0005): texts normalised by src/shared/search-text.ts. */
export interface SearchDocsTable {
  product_id: number;
  name_text: string;
  body_text: string;
}

/**
 * SQLite only: the FTS5 table over search_docs (external content, rowid = product_id). The
 * column named like the table is FTS5's hidden column, the left side of MATCH.
 */
export interface SearchFtsTable {
  rowid: ColumnType<number, never, never>;
  name_text: ColumnType<string, never, never>;
  body_text: ColumnType<string, never, never>;
  search_fts: ColumnType<string, never, never>;
}

/** The audit log (migration 0015): append-only; before and after are the JSON text that was hashed. */
export interface AuditLogTable {
  id: number;
  at: number;
  actor_id: number | null;
  actor_username: string | null;
  actor_kind: string;
  address: string | null;
  action: string;
  entity: string;
  entity_id: number | null;
  before: string | null;
  after: string | null;
  prev_hash: string;
  hash: string;
}

/** The audit chain's head, one row (id 1): locked by every append. */
export interface AuditChainTable {
  id: number;
  last_id: number;
  last_hash: string;
}

export interface Database {
  categories: CategoriesTable;
  products: ProductsTable;
  selection_items: SelectionItemsTable;
  metal_rates: MetalRatesTable;
  product_stones: ProductStonesTable;
  product_sizes: ProductSizesTable;
  product_photos: ProductPhotosTable;
  admins: AdminsTable;
  admin_sessions: AdminSessionsTable;
  admin_recovery_codes: AdminRecoveryCodesTable;
  admin_mfa_challenges: AdminMfaChallengesTable;
  api_tokens: ApiTokensTable;
  users: UsersTable;
  user_sessions: UserSessionsTable;
  one_time_codes: OneTimeCodesTable;
  cart_items: CartItemsTable;
  wishlist_items: WishlistItemsTable;
  appointments: AppointmentsTable;
  appointment_items: AppointmentItemsTable;
  visit_schedules: VisitSchedulesTable;
  visit_slot_places: VisitSlotPlacesTable;
  visit_holds: VisitHoldsTable;
  scheduled_jobs: ScheduledJobsTable;
  outbox: OutboxTable;
  sign_in_failures: SignInFailuresTable;
  password_failures: PasswordFailuresTable;
  sign_in_addresses: SignInAddressesTable;
  search_docs: SearchDocsTable;
  search_fts: SearchFtsTable;
  audit_log: AuditLogTable;
  audit_chain: AuditChainTable;
  pieces: PiecesTable;
  stock_movements: StockMovementsTable;
}

export type Db = Kysely<Database>;
