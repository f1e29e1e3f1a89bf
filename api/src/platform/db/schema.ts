import type { ColumnType, Generated, Kysely, Selectable } from 'kysely';
import type {
  HandoverKind,
  OpeningHours,
  PartsAvailability,
  QualityGrade,
  Role,
  ServiceOperationKind,
  ServiceStatus,
  ShopCode,
  Weekday,
} from 'shared-domain';
import type {
  AppraisalResult,
  BuyoutDeviceCondition,
  BuyoutStatus,
  ConditionType,
  DeviceCondition,
} from 'shared-domain/buyout';

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
  // Migration 0030 (warehouse): the shelf, and a recount asked for by a picker who missed a piece.
  location: Nullable<string>;
  recount_requested_at: Nullable<Date>;
  recount_reason: Nullable<string>;
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
  // Migration 0007.
  installment_code: ColumnType<string | null, string | null | undefined, string | null>;
  installment_arrange: ColumnType<'on-store' | 'online' | null, 'on-store' | 'online' | null | undefined>;
  buyout_id: ColumnType<number | null, number | null | undefined, number | null>;
}
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;
export type PaymentType =
  | 'card'
  | 'google_pay'
  | 'apple_pay'
  | 'cash_on_delivery'
  | 'cash_in_store'
  | 'installments'
  | 'twisto';
export type DeliveryType = 'store' | 'pickup_point' | 'courier' | 'express';
export type DeliveryStatus = 'preparing' | 'ready_for_pickup' | 'in_transit' | 'delivered' | 'returned';
/** Addresses and order info as validated by the order submit schema, under the payload's field names. */
export type StoredAddress = Record<string, string | boolean | null>;
export interface OrdersTable {
  id: Generated<number>;
  number: string;
  shop: ShopCode;
  user_id: number | null;
  status: OrderStatus;
  total_amount: number;
  currency: 'CZK' | 'RON';
  created_at: DefaultedTimestamp;
  // Migration 0007 (checkout); null on orders made before it.
  email: Nullable<string>;
  access_token_hash: Nullable<string>;
  payment_type: Nullable<PaymentType>;
  payment_status: Defaulted<'paid' | 'not_paid' | 'pending'>;
  paid_at: Nullable<Date>;
  delivery_type: Nullable<DeliveryType>;
  delivery_price: Defaulted<number>;
  payment_fee: Defaulted<number>;
  discount_total: Defaulted<number>;
  vat_amount: Defaulted<number>;
  store_id: Nullable<number>;
  pickup_point_id: Nullable<number>;
  timeslot_from: Nullable<Date>;
  timeslot_to: Nullable<Date>;
  billing_address: NullableJson<StoredAddress>;
  delivery_address: NullableJson<StoredAddress>;
  order_info: NullableJson<StoredAddress>;
  delivery_number: Nullable<string>;
  delivery_status: Defaulted<DeliveryStatus>;
  delivered_at: Nullable<Date>;
  invoice_number: Nullable<string>;
  credit_note_number: Nullable<string>;
  // Migration 0023 (order admin).
  cancelled_at: Nullable<Date>;
  /** Generated: number, e-mail, names, company and phone digits, lower case (staff search). */
  staff_search: ColumnType<string, never, never>;
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
/** One answer as the wire sends it (an item of device_condition_choices). */
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
  /** ISO YYYY-MM-DD; absent on buyouts sold before the form asked for it. */
  purchase_date?: string | null;
  condition?: BuyoutDeviceCondition | null;
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
  // Migration 0007: the product's name as sold, what the line cost after discounts and bonuses.
  name: Nullable<string>;
  final_price: Nullable<number>;
  buyout_id: Nullable<number>;
  buyout_bonus: Defaulted<number>;
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
export type PackageServiceKind = 'insurance' | 'warranty' | 'screen_protection' | 'gluing';
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

// Migration 0007 (cart and checkout, issue 5), merged into Database.
export interface PackageServicesTable {
  id: Generated<number>;
  code: string;
  kind: 'screen_protection' | 'gluing';
  gluing_type: 'glass' | 'foil' | null;
  price_czk: number;
  price_ron: number;
  position: number;
  is_active: Defaulted<boolean>;
}
export interface PackageServiceTextsTable {
  service_id: number;
  shop: ShopCode;
  name: string;
  description: string;
}
export interface CartItemServicesTable {
  id: Generated<number>;
  cart_item_id: number;
  kind: PackageServiceKind;
  code: string;
  months: number | null;
  price: number;
  chosen_at: DefaultedTimestamp;
}
export interface DiscountsTable {
  id: Generated<number>;
  shop: ShopCode;
  title: string;
  marketing_name: string;
  type: 'percentage' | 'absolute' | 'fixed';
  value: number;
  min_order_amount: Defaulted<number>;
  valid_from: ColumnType<Date, Date | string, Date | string>;
  valid_to: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  is_active: Defaulted<boolean>;
  is_public: Defaulted<boolean>;
  is_combinable: Defaulted<boolean>;
  is_isic: Defaulted<boolean>;
  created_at: DefaultedTimestamp;
  archived_at: Nullable<Date>;
  // Migration 0012.
  max_quantity_per_order: Nullable<number>;
  first_purchase_only: Defaulted<boolean>;
  uses_per_customer: Nullable<number>;
  // Migration 0024.
  is_automatic: Defaulted<boolean>;
}
export interface DiscountCodesTable {
  id: Generated<number>;
  discount_id: number;
  shop: ShopCode;
  code: string;
  single_use: Defaulted<boolean>;
  used_by_order_id: Nullable<number>;
  used_at: Nullable<Date>;
  // Migration 0024.
  generated_by_run: Nullable<string>;
}
export interface CartDiscountsTable {
  id: Generated<number>;
  cart_id: number;
  discount_id: number;
  discount_code_id: number | null;
  isic_card_number: string | null;
  isic_card_holder: string | null;
  added_at: DefaultedTimestamp;
}
export interface DiscountAttemptsTable {
  id: Generated<string>;
  shop: ShopCode;
  session_id: string | null;
  ip: string;
  attempted_at: DefaultedTimestamp;
}
export interface PickupPointsTable {
  id: Generated<number>;
  shop: ShopCode;
  network: string;
  code: string;
  name: string;
  street: string;
  city: string;
  postcode: string;
  latitude: number;
  longitude: number;
  opening_hours: ColumnType<OpeningHours[], string | undefined, string>;
  is_congested: Defaulted<boolean>;
  is_active: Defaulted<boolean>;
  search_text: string;
}
export interface OrderNumberCountersTable {
  shop: ShopCode;
  year: number;
  last_number: number;
}
export interface OrderItemServicesTable {
  id: Generated<number>;
  order_item_id: number;
  kind: PackageServiceKind;
  code: string;
  name: string;
  months: number | null;
  unit_price: number;
  quantity: number;
}
export interface OrderDiscountsTable {
  id: Generated<number>;
  order_id: number;
  discount_id: number | null;
  discount_code_id: number | null;
  label: string;
  amount: number;
}
export type PaymentRowStatus = 'pending' | 'paid' | 'declined' | 'cancelled';
export interface PaymentsTable {
  id: Generated<number>;
  public_id: string;
  order_id: number;
  method: 'card' | 'google_pay' | 'apple_pay' | 'twisto';
  provider: string;
  status: PaymentRowStatus;
  amount: number;
  currency: 'CZK' | 'RON';
  gateway_reference: string | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}
export interface OrderInstallmentsTable {
  order_id: number;
  provider: string;
  plan_code: string;
  barem: string;
  type: string;
  count: number;
  /** numeric(5,2): pg returns a string. */
  apr: ColumnType<string, number | string, number | string>;
  monthly: number;
  total: number;
  financed: number;
  arrange_type: 'on-store' | 'online';
  status: 'sent' | 'approved' | 'rejected' | 'waiting_for_store';
  created_at: DefaultedTimestamp;
}
export interface OrderWithdrawalsTable {
  id: Generated<number>;
  order_id: number;
  number: string;
  reason: string | null;
  bank_account: string;
  account_holder: string;
  created_at: DefaultedTimestamp;
}
// Migration 0023 (order admin).
export interface OrderStockTakesTable {
  order_id: number;
  product_id: number;
  store_id: number;
  quantity: number;
}
export interface OrderRefundsTable {
  id: Generated<number>;
  order_id: number;
  amount: number;
  currency: 'CZK' | 'RON';
  provider: string;
  reference: string;
  test_mode: boolean;
  created_at: DefaultedTimestamp;
}
export interface OrderEmailsTable {
  id: Generated<number>;
  order_id: number;
  kind: string;
  recipient: string;
  subject: string;
  created_at: DefaultedTimestamp;
}
export interface Database {
  package_services: PackageServicesTable;
  package_service_texts: PackageServiceTextsTable;
  cart_item_services: CartItemServicesTable;
  discounts: DiscountsTable;
  discount_codes: DiscountCodesTable;
  cart_discounts: CartDiscountsTable;
  discount_attempts: DiscountAttemptsTable;
  pickup_points: PickupPointsTable;
  order_number_counters: OrderNumberCountersTable;
  order_item_services: OrderItemServicesTable;
  order_discounts: OrderDiscountsTable;
  payments: PaymentsTable;
  order_installments: OrderInstallmentsTable;
  order_withdrawals: OrderWithdrawalsTable;
  order_stock_takes: OrderStockTakesTable;
  order_refunds: OrderRefundsTable;
  order_emails: OrderEmailsTable;
}

// Migration 0008 (accounts), merged into the tables above and into Database.
export interface UsersTable {
  kind: ColumnType<'personal' | 'shop', 'personal' | 'shop' | undefined, 'personal' | 'shop'>;
  phone: string | null;
  vat_id: string | null;
  consent_marketing: ColumnType<boolean, boolean | undefined, boolean>;
  terms_accepted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  password_changed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
export interface SessionsTable {
  remember: ColumnType<boolean, boolean | undefined, boolean>;
}
export interface PasswordResetTokensTable {
  id: Generated<number>;
  shop: ShopCode;
  user_id: number;
  token_hash: string;
  requested_ip: string;
  created_at: DefaultedTimestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
export interface DeliveryAddressesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  street: string;
  city: string;
  postcode: string;
  phone: string | null;
  is_default: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}
export interface Database {
  password_reset_tokens: PasswordResetTokensTable;
  delivery_addresses: DeliveryAddressesTable;
}

// Migration 0009 (service), merged into the tables above and into Database.
export interface ModelsTable {
  search_text: string | null;
}
export interface ServiceOperationTextsTable {
  kind: ServiceOperationKind;
  shop: ShopCode;
  name: string;
  description: string;
}
export interface ServiceOperationsTable {
  id: Generated<number>;
  code: string;
  model_id: number;
  kind: ServiceOperationKind;
  price_czk: number;
  price_ron: number;
  duration_minutes: number;
  parts_availability: PartsAvailability;
  parts_days: number | null;
  position: number;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
}
export interface ServiceNumberCountersTable {
  shop: ShopCode;
  year: number;
  last_value: number;
}
export interface ServiceOrdersTable {
  id: Generated<number>;
  number: string;
  shop: ShopCode;
  user_id: number | null;
  model_id: number;
  model_colour_id: number | null;
  device_name: string;
  identifier_kind: 'imei' | 'serial';
  identifier: string;
  fault_description: string;
  handover: HandoverKind;
  centre_id: number | null;
  timeslot_from: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  timeslot_to: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  pickup_address: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  currency: string;
  booked_price: number;
  quote_price: number | null;
  quote_note: string | null;
  quote_approved_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  status: ColumnType<ServiceStatus, ServiceStatus | undefined, ServiceStatus>;
  idempotency_key: string | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}
export interface ServiceOrderOperationsTable {
  service_order_id: number;
  operation_id: number;
  name: string;
  price: number;
}
export interface ServiceOrderStatusHistoryTable {
  id: Generated<number>;
  service_order_id: number;
  status: ServiceStatus;
  note: string | null;
  changed_by: number | null;
  created_at: DefaultedTimestamp;
}
export interface Database {
  service_operation_texts: ServiceOperationTextsTable;
  service_operations: ServiceOperationsTable;
  service_number_counters: ServiceNumberCountersTable;
  service_orders: ServiceOrdersTable;
  service_order_operations: ServiceOrderOperationsTable;
  service_order_status_history: ServiceOrderStatusHistoryTable;
  service_order_emails: ServiceOrderEmailsTable;
}
/** Migration 0026: the e-mails each repair was sent, for its staff detail. */
export interface ServiceOrderEmailsTable {
  id: Generated<number>;
  order_id: number;
  kind: string;
  recipient: string;
  subject: string;
  created_at: DefaultedTimestamp;
}

// ── rate limits (0010) ───────────────────────────────────────────────────────────────────────
export interface RateLimitCountersTable {
  shop: ShopCode;
  rule: string;
  key: string;
  window_start: Date;
  window_end: Date;
  hits: number;
}
export interface Database {
  rate_limit_counters: RateLimitCountersTable;
}

// ── money rules (0012): one selling price, discount scopes and limits, prolong-warranty codes ──
/** A view: the price a product is shown and sold at now (a running lower offer, else the regular price). */
export interface SalePricesView {
  product_id: number;
  shop: ShopCode;
  amount: number;
  currency: 'CZK' | 'RON';
  regular_amount: number;
  offer_ends_at: Date | null;
}
export interface DiscountScopesTable {
  id: Generated<number>;
  discount_id: number;
  product_id: number | null;
  product_type_id: number | null;
}
export interface ProlongWarrantyCodesTable {
  id: Generated<number>;
  shop: ShopCode;
  code: string;
  months: number;
  issued_at: DefaultedTimestamp;
  reserved_by_service_id: Nullable<number>;
  used_by_order_id: Nullable<number>;
  used_at: Nullable<Date>;
}
export interface Database {
  sale_prices: SalePricesView;
  discount_scopes: DiscountScopesTable;
  prolong_warranty_codes: ProlongWarrantyCodesTable;
}

// ── back office, part 1 (0014): category tree, audit trail, job runs, uploads, master product content ──
export interface UploadsTable {
  id: string;
  sha256: string;
  mime: string;
  size_bytes: number;
  width: number | null;
  height: number | null;
  original_name: string;
  created_by: number | null;
  created_at: DefaultedTimestamp;
}
export interface CategoriesTable {
  id: Generated<number>;
  parent_id: number | null;
  position: ColumnType<number, number | undefined, number>;
  for_display: ColumnType<boolean, boolean | undefined, boolean>;
  filterable: ColumnType<boolean, boolean | undefined, boolean>;
  for_buyout: ColumnType<boolean, boolean | undefined, boolean>;
  for_service: ColumnType<boolean, boolean | undefined, boolean>;
  photo_upload_id: string | null;
  type_device: string | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}
export interface CategoryTextsTable {
  category_id: number;
  shop: ShopCode;
  name: string;
  seo_name: string;
}
export interface CategoryManufacturersTable {
  category_id: number;
  manufacturer_id: number;
}
export interface ModelCategoriesTable {
  model_id: number;
  category_id: number;
}
export interface AuditLogTable {
  id: Generated<string>;
  shop: ShopCode;
  actor_id: number | null;
  actor_email: string;
  entity: string;
  entity_id: string;
  action: string;
  before: NullableJson<unknown>;
  after: NullableJson<unknown>;
  created_at: DefaultedTimestamp;
}
export type JobRunStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
export interface JobRunsTable {
  id: string;
  shop: ShopCode;
  kind: string;
  status: ColumnType<JobRunStatus, JobRunStatus | undefined, JobRunStatus>;
  done: ColumnType<number, number | undefined, number>;
  total: number | null;
  input: ColumnType<unknown, string | undefined, string>;
  result: NullableJson<unknown>;
  error: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  created_by: number | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}
export interface ModelImagesTable {
  id: Generated<number>;
  model_id: number;
  upload_id: string;
  position: ColumnType<number, number | undefined, number>;
}
export interface ModelImageTextsTable {
  image_id: number;
  shop: ShopCode;
  alt: string;
}
export interface ModelSeoTextsTable {
  model_id: number;
  shop: ShopCode;
  title: string;
  description: string;
  text: string;
}
export interface AttributeGroupsTable {
  id: Generated<number>;
  code: string;
  position: ColumnType<number, number | undefined, number>;
}
export interface AttributeGroupTextsTable {
  group_id: number;
  shop: ShopCode;
  name: string;
}
export type AttributeValueType = 'text' | 'number' | 'boolean' | 'choice';
export interface AttributesTable {
  id: Generated<number>;
  group_id: number;
  code: string;
  value_type: AttributeValueType;
  unit: string | null;
  is_filter: ColumnType<boolean, boolean | undefined, boolean>;
  position: ColumnType<number, number | undefined, number>;
}
export interface AttributeTextsTable {
  attribute_id: number;
  shop: ShopCode;
  name: string;
}
export interface AttributeChoicesTable {
  id: Generated<number>;
  attribute_id: number;
  code: string;
  position: ColumnType<number, number | undefined, number>;
}
export interface AttributeChoiceTextsTable {
  choice_id: number;
  shop: ShopCode;
  name: string;
}
export interface ModelAttributeValuesTable {
  model_id: number;
  attribute_id: number;
  text_value: string | null;
  /** numeric: read as a string by pg, written as a number or string. */
  number_value: ColumnType<string | null, number | string | null, number | string | null>;
  boolean_value: boolean | null;
  choice_id: number | null;
}
export interface MetaMastersTable {
  id: Generated<number>;
  name: string;
  created_at: DefaultedTimestamp;
}
export interface MetaMasterModelsTable {
  model_id: number;
  meta_master_id: number;
}
export type BonusQualityType = 'new' | QualityGrade;
export interface UsedProductBonusesTable {
  shop: ShopCode;
  manufacturer_id: number;
  quality_type: BonusQualityType;
  product_type_id: number;
  percent: number;
}
export interface AccessoryFitsTable {
  accessory_model_id: number;
  device_model_id: number;
}
export interface Database {
  uploads: UploadsTable;
  categories: CategoriesTable;
  category_texts: CategoryTextsTable;
  category_manufacturers: CategoryManufacturersTable;
  model_categories: ModelCategoriesTable;
  audit_log: AuditLogTable;
  job_runs: JobRunsTable;
  model_images: ModelImagesTable;
  model_image_texts: ModelImageTextsTable;
  model_seo_texts: ModelSeoTextsTable;
  attribute_groups: AttributeGroupsTable;
  attribute_group_texts: AttributeGroupTextsTable;
  attributes: AttributesTable;
  attribute_texts: AttributeTextsTable;
  attribute_choices: AttributeChoicesTable;
  attribute_choice_texts: AttributeChoiceTextsTable;
  model_attribute_values: ModelAttributeValuesTable;
  meta_masters: MetaMastersTable;
  meta_master_models: MetaMasterModelsTable;
  used_product_bonuses: UsedProductBonusesTable;
  accessory_fits: AccessoryFitsTable;
}

// ── product admin (0018): the master product's version, variants switched off per shop ──
export interface ModelsTable {
  version: ColumnType<number, number | undefined, number>;
}
export interface ProductPricesTable {
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
}

// ── product grid (0017): each product's pieces per shop, kept by triggers on stock ──
export interface ProductStockTotalsTable {
  product_id: number;
  shop: ShopCode;
  quantity: number;
}
export interface Database {
  product_stock_totals: ProductStockTotalsTable;
}

// ── installment admin (0026): installment companies, their price lists, the loan finalised ──
export interface InstallmentCompaniesTable {
  id: Generated<number>;
  shop: ShopCode;
  code: string;
  name: string;
  adapter: ColumnType<'test', 'test' | undefined, 'test'>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  min_amount: number;
  max_amount: number;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}
export interface InstallmentPriceListsTable {
  id: Generated<number>;
  company_id: number;
  code: string;
  barem: string;
  type: string;
  months: number;
  /** numeric(5,2): pg returns a string. */
  apr: ColumnType<string, number | string, number | string>;
  down_payment_percent: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  min_amount: ColumnType<number | null, number | null | undefined, number | null>;
  /** date columns: 'YYYY-MM-DD' strings (the pg date parser is off) or Date, see toDateString. */
  valid_from: ColumnType<Date | string | null, string | null | undefined, string | null>;
  valid_to: ColumnType<Date | string | null, string | null | undefined, string | null>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}
export interface OrderInstallmentsTable {
  company_id: ColumnType<number | null, number | null | undefined, number | null>;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  provider_reference: ColumnType<string | null, string | null | undefined, string | null>;
}
export interface Database {
  installment_companies: InstallmentCompaniesTable;
  installment_price_lists: InstallmentPriceListsTable;
}

// ── invoices (0025): invoice and credit note PDFs, their state and imported prices ──
export interface InvoicesTable {
  id: Generated<number>;
  order_id: number;
  kind: 'invoice' | 'credit_note';
  number: string;
  state: 'in_progress' | 'created';
  run_id: Nullable<string>;
  /** Relative to DATA_DIR. */
  file_path: Nullable<string>;
  file_size: Nullable<number>;
  /** SHA-256 of the file, hex. */
  checksum: Nullable<string>;
  total_amount: Nullable<number>;
  currency: Nullable<string>;
  requested_at: DefaultedTimestamp;
  created_at: Nullable<Date>;
  imported_total: Nullable<number>;
  imported_vat: Nullable<number>;
  imported_at: Nullable<Date>;
}
export interface Database {
  invoices: InvoicesTable;
}

// Migration 0030 (warehouse).
export type PickingStatus = 'waiting' | 'in_progress' | 'picked' | 'not_found' | 'not_available';
export type PackageState = 'packing' | 'finished' | 'handed_over' | 'skipped';
export type StockMovementKind = 'reserved' | 'released' | 'picked' | 'shipped' | 'not_found' | 'recount';
export interface CratesTable {
  id: Generated<number>;
  shop: ShopCode;
  code: string;
  name: string;
  holder_user_id: Nullable<number>;
  /** The packing station the crate is leased to, and since when. */
  station_id: Nullable<string>;
  leased_at: Nullable<Date>;
  updated_at: DefaultedTimestamp;
}
export interface OrderPickingTable {
  order_id: number;
  status: PickingStatus;
  store_id: Nullable<number>;
  crate_id: Nullable<number>;
  reason: Nullable<string>;
  picker_user_id: Nullable<number>;
  updated_at: DefaultedTimestamp;
}
export interface CarrierHandoversTable {
  id: Generated<number>;
  shop: ShopCode;
  carrier: string;
  number: string;
  handed_over_on: ColumnType<string, string, string>;
  created_by: Nullable<number>;
  created_at: DefaultedTimestamp;
}
export interface OrderPackagesTable {
  id: Generated<number>;
  order_id: number;
  crate_id: Nullable<number>;
  station_id: Nullable<string>;
  state: PackageState;
  carrier: Nullable<string>;
  tracking_number: Nullable<string>;
  test_mode: Defaulted<boolean>;
  /** Relative to DATA_DIR. */
  label_path: Nullable<string>;
  handover_id: Nullable<number>;
  packed_by: Nullable<number>;
  started_at: DefaultedTimestamp;
  finished_at: Nullable<Date>;
  handed_over_at: Nullable<Date>;
}
export interface PackingStationsTable {
  id: string;
  shop: ShopCode;
  user_id: Nullable<number>;
  crate_id: Nullable<number>;
  order_id: Nullable<number>;
  package_id: Nullable<number>;
  step: Defaulted<string>;
  pending_command: Nullable<string>;
  updated_at: DefaultedTimestamp;
}
export interface PackageScansTable {
  id: Generated<string>;
  scan_id: string;
  station_id: string;
  user_id: Nullable<number>;
  package_id: Nullable<number>;
  order_item_id: Nullable<number>;
  code: string;
  outcome: string;
  serial: Nullable<string>;
  forced_reason: Nullable<string>;
  response: ColumnType<unknown, string, string>;
  undone_at: Nullable<Date>;
  created_at: DefaultedTimestamp;
}
export interface ProductSerialsTable {
  id: Generated<number>;
  serial: string;
  product_id: number;
  order_item_id: number;
  scan_id: Nullable<string>;
  forced_reason: Nullable<string>;
  assigned_at: DefaultedTimestamp;
}
export interface StockMovementsTable {
  id: Generated<string>;
  shop: ShopCode;
  product_id: number;
  store_id: Nullable<number>;
  order_id: Nullable<number>;
  kind: StockMovementKind;
  /** Pieces moved; a recount records the difference it made (may be negative). */
  quantity: number;
  note: Nullable<string>;
  user_id: Nullable<number>;
  created_at: DefaultedTimestamp;
}
export interface Database {
  crates: CratesTable;
  order_picking: OrderPickingTable;
  carrier_handovers: CarrierHandoversTable;
  order_packages: OrderPackagesTable;
  packing_stations: PackingStationsTable;
  package_scans: PackageScansTable;
  product_serials: ProductSerialsTable;
  stock_movements: StockMovementsTable;
}

// Pages made of components and the menus edited in the admin (migration 0031).
export type ContentPageStatus = 'draft' | 'published';
export type ContentMenuName = 'footer' | 'megamenu';
export type ContentLocale = 'cs-CZ' | 'ro-RO';
/** A page as it was published: all the storefront reads. */
export interface PublishedPageSnapshot {
  title: string;
  description: string;
  components: { id: number; type: string; params: unknown }[];
}
export interface ContentMenuItem {
  label: string;
  link: string;
}
export interface ContentPagesTable {
  id: Generated<number>;
  shop: ShopCode;
  locale: ContentLocale;
  slug: string;
  title: string;
  description: Defaulted<string>;
  status: Defaulted<ContentPageStatus>;
  publish_at: Nullable<Date>;
  unpublish_at: Nullable<Date>;
  version: Defaulted<number>;
  published_snapshot: NullableJson<PublishedPageSnapshot>;
  published_at: Nullable<Date>;
  updated_at: DefaultedTimestamp;
  updated_by: Nullable<number>;
}
export interface ContentComponentsTable {
  id: Generated<number>;
  page_id: number;
  position: number;
  type: string;
  params: Json<unknown>;
  version: Defaulted<number>;
}
export interface ContentMenusTable {
  shop: ShopCode;
  locale: ContentLocale;
  menu: ContentMenuName;
  items: ColumnType<ContentMenuItem[], string | undefined, string>;
  version: Defaulted<number>;
  updated_at: DefaultedTimestamp;
}
export interface Database {
  content_pages: ContentPagesTable;
  content_components: ContentComponentsTable;
  content_menus: ContentMenusTable;
}

// 0035: old seo names of moved products, answered with a 301 to the product's current URL.
export interface ProductRedirectsTable {
  old_seo_name: string;
  product_id: number;
  moved_at: DefaultedTimestamp;
}
export interface Database {
  product_redirects: ProductRedirectsTable;
}

// Migration 0034 (landing pages).
export interface RegisteredWarrantiesTable {
  id: Generated<number>;
  shop: ShopCode;
  number: string;
  imei: string;
  /** YYYY-MM-DD */
  purchased_on: ColumnType<Date | string, string, string>;
  invoice_number: string;
  email: string;
  status: 'verified' | 'pending_review';
  order_id: Nullable<number>;
  created_at: DefaultedTimestamp;
}
export interface PreordersTable {
  id: Generated<number>;
  shop: ShopCode;
  product_id: number;
  email: string;
  locale: 'cs-CZ' | 'ro-RO';
  created_at: DefaultedTimestamp;
  notified_at: Nullable<Date>;
}
export interface Database {
  registered_warranties: RegisteredWarrantiesTable;
  preorders: PreordersTable;
}
