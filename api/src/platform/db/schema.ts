import type { ColumnType, Generated, Kysely, Selectable } from 'kysely';
import type { OpeningHours, QualityGrade, Role, ShopCode, Weekday } from 'shared-domain';
import type { AppraisalResult, BuyoutStatus, ConditionType, DeviceCondition } from 'shared-domain/buyout';

// Row types of migrations 0001 and 0002. Kept by hand next to the migrations: Kysely checks every query
// against them, and a migration that changes a table changes its type here in the same commit.

/** A column the database fills (default now()) that may still be given explicitly. */
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

// The shared vocabularies (shared-domain) are the column types too; re-exported for the seed.
export type { BuyoutStatus, OpeningHours, QualityGrade, Weekday };
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

export interface BuyoutConditionsTable {
  id: Generated<number>;
  product_type_id: number;
  position: number;
  type: ConditionType;
}
export interface BuyoutConditionTextsTable {
  condition_id: number;
  shop: ShopCode;
  name: string;
  help: ColumnType<string, string | undefined, string>;
}
export interface BuyoutConditionChoicesTable {
  id: Generated<number>;
  condition_id: number;
  position: number;
  quality: QualityGrade | null;
}
export interface BuyoutChoiceTextsTable {
  choice_id: number;
  shop: ShopCode;
  label: string;
  price_correction: ColumnType<number, number | undefined, number>;
}
export interface BuyoutPriceListsTable {
  id: Generated<number>;
  shop: ShopCode;
  version: number;
  currency: 'CZK' | 'RON';
  minimal_price: number;
  is_current: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: DefaultedTimestamp;
}
export interface BuyoutPricesTable {
  id: Generated<number>;
  price_list_id: number;
  model_colour_id: number;
  quality: QualityGrade;
  amount: number;
}
/** One answer as the wire sends it (spec §3 device_condition_choices). */
export interface StoredAnswer {
  condition: number;
  value: number;
}
export interface BuyoutQuotesTable {
  id: Generated<number>;
  token_hash: string;
  shop: ShopCode;
  model_colour_id: number;
  price_list_version: number;
  answers: Json<StoredAnswer[]>;
  quality: QualityGrade;
  price: number;
  currency: 'CZK' | 'RON';
  e_mail: string;
  created_at: DefaultedTimestamp;
  valid_until: ColumnType<Date, Date, Date>;
}
export interface BuyoutNumberCountersTable {
  shop: ShopCode;
  year: number;
  last_number: number;
}
/** Personal and address data as validated (values are strings, the country id a number). */
export type StoredFields = Record<string, string | number | null>;
export interface StoredDevice {
  imei: string;
  serial_number: string | null;
  note: string | null;
}
export interface BuyoutsTable {
  id: Generated<number>;
  number: string;
  shop: ShopCode;
  session_id: string | null;
  user_id: number | null;
  token_hash: string;
  model_colour_id: number;
  price_list_id: number;
  price_list_version: number;
  quote_id: number | null;
  answers: Json<StoredAnswer[]>;
  questions: Json<DeviceCondition[]>;
  appraisal_result: Json<AppraisalResult>;
  quality: QualityGrade;
  price: number;
  minimal_price: number;
  currency: 'CZK' | 'RON';
  customer_data: Json<StoredFields>;
  pickup_address: ColumnType<StoredFields | null, string | null, string | null>;
  device: Json<StoredDevice>;
  note: string | null;
  e_mail: string;
  status: BuyoutStatus;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}
export interface BuyoutStatusHistoryTable {
  id: Generated<number>;
  buyout_id: number;
  status: BuyoutStatus;
  at: DefaultedTimestamp;
  note: string | null;
  price: number | null;
  changed_by: number | null;
}
export interface IdempotencyKeysTable {
  id: Generated<number>;
  shop: ShopCode;
  scope: string;
  key: string;
  session_id: string | null;
  user_id: number | null;
  fingerprint: string;
  response_status: number | null;
  response_headers: ColumnType<Record<string, string>, string | undefined, string>;
  response_body: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: DefaultedTimestamp;
}

// Migration 0005 (reviews, issue 4).
export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  quantity: number;
  unit_price: number;
}
export type ProductReviewStatus = 'pending' | 'approved' | 'rejected';
export interface ProductReviewsTable {
  id: Generated<number>;
  shop: ShopCode;
  model_id: number;
  product_id: number;
  user_id: number | null;
  rating: number;
  pros: ColumnType<string, string | undefined, string>;
  cons: ColumnType<string, string | undefined, string>;
  text: string;
  full_name: string;
  voucher_or_invoice_number: string | null;
  verified: ColumnType<boolean, boolean | undefined, boolean>;
  verified_order_id: number | null;
  status: ColumnType<ProductReviewStatus, ProductReviewStatus | undefined, ProductReviewStatus>;
  helpful_count: ColumnType<number, number | undefined, number>;
  created_at: DefaultedTimestamp;
  approved_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  approved_by: number | null;
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
  buyout_conditions: BuyoutConditionsTable;
  buyout_condition_texts: BuyoutConditionTextsTable;
  buyout_condition_choices: BuyoutConditionChoicesTable;
  buyout_choice_texts: BuyoutChoiceTextsTable;
  buyout_price_lists: BuyoutPriceListsTable;
  buyout_prices: BuyoutPricesTable;
  buyout_quotes: BuyoutQuotesTable;
  buyout_number_counters: BuyoutNumberCountersTable;
  buyouts: BuyoutsTable;
  buyout_status_history: BuyoutStatusHistoryTable;
  idempotency_keys: IdempotencyKeysTable;
  order_items: OrderItemsTable;
  product_reviews: ProductReviewsTable;
}

export type Db = Kysely<Database>;
export type UserRow = Selectable<UsersTable>;

// Migration 0003 (catalogue search), merged into Database by declaration merging.
export interface ProductRatingsTable {
  product_id: number;
  /** numeric: PostgreSQL sends it as a string. */
  rating_avg: ColumnType<string | null, number | string | null, number | string | null>;
  rating_count: ColumnType<number, number | undefined, number>;
}
export interface ProductSearchTextsTable {
  product_id: number;
  shop: ShopCode;
  search_text: string;
}
export interface Database {
  product_ratings: ProductRatingsTable;
  product_search_texts: ProductSearchTextsTable;
}

// Migration 0006 (storefront: favourites, expected products, time-limited offers), merged into Database.
export interface FavouritesTable {
  id: Generated<number>;
  shop: ShopCode;
  session_id: string | null;
  user_id: number | null;
  product_id: number;
  created_at: DefaultedTimestamp;
}
export interface ProductExpectationsTable {
  product_id: number;
  shop: ShopCode;
  /** date: sent as 'YYYY-MM-DD' text or a Date, depending on the driver (read it with to_char). */
  expected_at: ColumnType<Date | string, Date | string, Date | string>;
}
export interface TimeLimitedOffersTable {
  id: Generated<number>;
  shop: ShopCode;
  product_id: number;
  amount: number;
  starts_at: DefaultedTimestamp;
  ends_at: ColumnType<Date, Date | string, Date | string>;
}
export interface Database {
  favourites: FavouritesTable;
  product_expectations: ProductExpectationsTable;
  time_limited_offers: TimeLimitedOffersTable;
}

// Migration 0004 (product details), merged into Database.
export interface ModelPackagesTable {
  model_id: number;
  width_mm: number;
  height_mm: number;
  depth_mm: number;
  weight_g: number;
}
export type ProductOfferKind = 'insurance' | 'warranty';
export interface ProductOfferRulesTable {
  id: Generated<number>;
  product_type_id: number;
  code: string;
  kind: ProductOfferKind;
  months: number;
  rate_bp: number;
  position: number;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
}
export interface ProductOfferRuleTextsTable {
  rule_id: number;
  shop: ShopCode;
  name: string;
  description: string;
}
export interface Database {
  model_packages: ModelPackagesTable;
  product_offer_rules: ProductOfferRulesTable;
  product_offer_rule_texts: ProductOfferRuleTextsTable;
}
