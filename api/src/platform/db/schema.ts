import type { ColumnType, Generated, Kysely, Selectable } from 'kysely';
import type { OpeningHours, QualityGrade, Role, ShopCode, Weekday } from 'shared-domain';

// Row types of migration 0001. Kept by hand next to the migrations: Kysely checks every query
// against them, and a migration that changes a table changes its type here in the same commit.

/** A column the database fills (default now()) that may still be given explicitly. */
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

// The shared vocabularies (shared-domain) are the column types too; re-exported for the seed.
export type { OpeningHours, QualityGrade, Weekday };
/** Stored kinds; pickup points are delivery places, and the wire names differ (see stores/). */
export type StoreKind = 'store' | 'buyout_centre' | 'service_centre' | 'pickup_point';
export type OrderStatus = 'new' | 'paid' | 'picking' | 'shipped' | 'delivered' | 'cancelled';

export interface ProductTypesTable {
  id: Generated<number>;
  code: string;
  position: number;
}
export interface ProductTypeTextsTable {
  product_type_id: number;
  shop: ShopCode;
  seo_name: string;
  name: string;
}
export interface ManufacturersTable {
  id: Generated<number>;
  name: string;
  seo_name: string;
}
export interface ModelsTable {
  id: Generated<number>;
  product_type_id: number;
  manufacturer_id: number;
  name: string;
  seo_name: string;
  released_year: number | null;
}
export interface ModelColoursTable {
  id: Generated<number>;
  model_id: number;
  code: string;
  hex: string;
}
export interface ModelColourTextsTable {
  model_colour_id: number;
  shop: ShopCode;
  name: string;
}
export interface ProductsTable {
  id: Generated<number>;
  model_id: number;
  model_colour_id: number | null;
  storage_gb: number | null;
  condition: 'new' | 'used';
  quality_grade: QualityGrade | null;
  code: string;
  ean: string | null;
  seo_name: string;
  created_at: DefaultedTimestamp;
}
export interface ProductPricesTable {
  product_id: number;
  shop: ShopCode;
  amount: number;
  currency: 'CZK' | 'RON';
}
export interface StoresTable {
  id: Generated<number>;
  shop: ShopCode;
  code: string;
  name: string;
  kind: StoreKind;
  street: string;
  city: string;
  postcode: string;
  country: string;
  phone: string | null;
  latitude: number;
  longitude: number;
  opening_hours: Json<OpeningHours[]>;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
}
export interface StockTable {
  product_id: number;
  store_id: number;
  quantity: number;
}
export interface UsersTable {
  id: Generated<number>;
  shop: ShopCode;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  role: Role;
  company_name: string | null;
  ico: string | null;
  created_at: DefaultedTimestamp;
}
export interface SessionsTable {
  id: string;
  shop: ShopCode;
  user_id: number | null;
  created_at: DefaultedTimestamp;
  last_seen_at: DefaultedTimestamp;
  expires_at: ColumnType<Date, Date, Date>;
  absolute_expires_at: ColumnType<Date, Date, Date>;
  data: ColumnType<Record<string, unknown>, string | undefined, string>;
}
export interface LoginAttemptsTable {
  id: Generated<string>;
  shop: ShopCode;
  email: string;
  ip: string;
  attempted_at: DefaultedTimestamp;
}
export interface CartsTable {
  id: Generated<number>;
  shop: ShopCode;
  session_id: string | null;
  user_id: number | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}
export interface CartItemsTable {
  id: Generated<number>;
  cart_id: number;
  product_id: number;
  quantity: number;
  added_at: DefaultedTimestamp;
}
export interface OrdersTable {
  id: Generated<number>;
  number: string;
  shop: ShopCode;
  user_id: number | null;
  status: OrderStatus;
  total_amount: number;
  currency: 'CZK' | 'RON';
  created_at: DefaultedTimestamp;
}

export interface Database {
  product_types: ProductTypesTable;
  product_type_texts: ProductTypeTextsTable;
  manufacturers: ManufacturersTable;
  models: ModelsTable;
  model_colours: ModelColoursTable;
  model_colour_texts: ModelColourTextsTable;
  products: ProductsTable;
  product_prices: ProductPricesTable;
  stores: StoresTable;
  stock: StockTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  carts: CartsTable;
  cart_items: CartItemsTable;
  orders: OrdersTable;
}

export type Db = Kysely<Database>;
export type UserRow = Selectable<UsersTable>;
