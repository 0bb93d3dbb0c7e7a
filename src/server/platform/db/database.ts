import type { ColumnType, Generated, Insertable, Kysely, Selectable } from 'kysely';

// The schema as the repositories see it. Timestamps are epoch milliseconds; money is paise.

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  name_key: string;
  created_at: number;
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
}

export interface SelectionItemsTable {
  selection_type: string;
  product_id: number;
  added_at: number;
}

export interface GoldPricesTable {
  id: Generated<number>;
  price_paise: number;
  admin_id: number | null;
  created_at: number;
}

export interface AdminsTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  created_at: number;
}

export interface SessionsTableBase {
  id: Generated<number>;
  token_hash: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}
export interface AdminSessionsTable extends SessionsTableBase { admin_id: number }
export interface UserSessionsTable extends SessionsTableBase { user_id: number }

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
  quantity: number;
  added_at: number;
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
}

export interface AppointmentItemsTable {
  appointment_id: number;
  product_id: number | null;
  product_name: string;
  quantity: number;
}

export interface Database {
  categories: CategoriesTable;
  products: ProductsTable;
  selection_items: SelectionItemsTable;
  gold_prices: GoldPricesTable;
  admins: AdminsTable;
  admin_sessions: AdminSessionsTable;
  users: UsersTable;
  user_sessions: UserSessionsTable;
  one_time_codes: OneTimeCodesTable;
  cart_items: CartItemsTable;
  appointments: AppointmentsTable;
  appointment_items: AppointmentItemsTable;
}

export type Db = Kysely<Database>;
export type ProductRow = Selectable<ProductsTable>;
export type NewProduct = Insertable<ProductsTable>;
