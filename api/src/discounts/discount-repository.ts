import { sql } from 'kysely';
import type { ShopCode } from 'shared-domain';
import type { DiscountType } from 'shared-domain/contracts';
import { anyOf, executePrepared } from '../platform/db/prepared-statements.ts';
import type { Db } from '../platform/db/schema.ts';
import type { DiscountRule, DiscountScope } from './discount-rules.ts';

export interface DiscountRow extends DiscountRule {
  discountId: number;
  marketingName: string;
  isIsic: boolean;
  /** Only for a customer (account or e-mail) without an earlier order. */
  firstPurchaseOnly: boolean;
  /** Orders of one customer that may use it; null: no limit. */
  usesPerCustomer: number | null;
}

export interface CartDiscountRow extends DiscountRow {
  /** null: an automatic discount, applied by the shop without being added to the cart. */
  cartDiscountId: number | null;
  discountCodeId: number | null;
  code: string | null;
  isicCardHolder: string | null;
}

const discountColumns = [
  'd.id as discountId',
  'd.marketing_name as marketingName',
  'd.type',
  'd.value',
  'd.max_quantity_per_order as maxQuantityPerOrder',
  'd.first_purchase_only as firstPurchaseOnly',
  'd.uses_per_customer as usesPerCustomer',
  'd.min_order_amount as minOrderAmount',
  'd.valid_from as validFrom',
  'd.valid_to as validTo',
  'd.is_active as isActive',
  'd.is_combinable as isCombinable',
  'd.is_isic as isIsic',
] as const;

interface RawDiscount {
  discountId: number;
  marketingName: string;
  type: DiscountType;
  value: number;
  maxQuantityPerOrder: number | null;
  firstPurchaseOnly: boolean;
  usesPerCustomer: number | null;
  minOrderAmount: number;
  validFrom: Date;
  validTo: Date | null;
  isActive: boolean;
  isCombinable: boolean;
  isIsic: boolean;
  archived: boolean;
  used: boolean;
}

function toRule<T extends RawDiscount>(row: T, scopes: Map<number, DiscountScope>): T & DiscountRow {
  return {
    ...row,
    scope: scopes.get(row.discountId) ?? { productIds: [], productTypeIds: [] },
    validFrom: new Date(row.validFrom),
    validTo: row.validTo === null ? null : new Date(row.validTo),
  };
}

/** The scope (named products and product types) of each discount asked for. */
async function selectScopes(db: Db, discountIds: number[]): Promise<Map<number, DiscountScope>> {
  const scopes = new Map<number, DiscountScope>();
  if (discountIds.length === 0) return scopes;
  const query = db
    .selectFrom('discount_scopes')
    .select(['discount_id as discountId', 'product_id as productId', 'product_type_id as productTypeId'])
    .where('discount_id', '=', anyOf([...new Set(discountIds)]));
  const rows = await executePrepared(db, query);
  for (const row of rows) {
    const scope = scopes.get(row.discountId) ?? { productIds: [], productTypeIds: [] };
    if (row.productId !== null) scope.productIds.push(row.productId);
    if (row.productTypeId !== null) scope.productTypeIds.push(row.productTypeId);
    scopes.set(row.discountId, scope);
  }
  return scopes;
}

async function withScopes<T extends RawDiscount>(db: Db, rows: T[]): Promise<(T & DiscountRow)[]> {
  const scopes = await selectScopes(
    db,
    rows.map((row) => row.discountId),
  );
  return rows.map((row) => toRule(row, scopes));
}

/** The cart's discounts in the order they were added. */
export async function selectCartDiscounts(db: Db, cartId: number): Promise<CartDiscountRow[]> {
  const query = db
    .selectFrom('cart_discounts as cd')
    .innerJoin('discounts as d', 'd.id', 'cd.discount_id')
    .leftJoin('discount_codes as dc', 'dc.id', 'cd.discount_code_id')
    .where('cd.cart_id', '=', cartId)
    .select(discountColumns)
    .select([
      'cd.id as cartDiscountId',
      'cd.discount_code_id as discountCodeId',
      'dc.code',
      'cd.isic_card_holder as isicCardHolder',
    ])
    .select(sql<boolean>`d.archived_at is not null`.as('archived'))
    .select(sql<boolean>`coalesce(dc.single_use and dc.used_by_order_id is not null, false)`.as('used'))
    .orderBy('cd.added_at')
    .orderBy('cd.id');
  return withScopes(db, await executePrepared(db, query));
}

/**
 * A code of the shop as typed: exact, or in any letter case when the stored code has no lower-case
 * letters (public codes such as VITEJTE10); generated single-use codes are case-sensitive.
 */
export async function findDiscountCode(
  db: Db,
  shop: ShopCode,
  typed: string,
): Promise<(DiscountRow & { discountCodeId: number; code: string }) | undefined> {
  const row = await db
    .selectFrom('discount_codes as dc')
    .innerJoin('discounts as d', 'd.id', 'dc.discount_id')
    .where('dc.shop', '=', shop)
    .where('d.shop', '=', shop)
    .where((eb) =>
      eb.or([
        eb('dc.code', '=', typed),
        eb.and([eb('dc.code', '=', typed.toUpperCase()), eb(sql`dc.code`, '=', sql`upper(dc.code)`)]),
      ]),
    )
    .select(discountColumns)
    .select(['dc.id as discountCodeId', 'dc.code'])
    .select(sql<boolean>`d.archived_at is not null`.as('archived'))
    .select(sql<boolean>`dc.single_use and dc.used_by_order_id is not null`.as('used'))
    .orderBy(sql`dc.code = ${typed}`, 'desc')
    .executeTakeFirst();
  return row ? (await withScopes(db, [row]))[0] : undefined;
}

/** The shop's ISIC discount that is live now (the newest if several). */
export async function findIsicDiscount(db: Db, shop: ShopCode): Promise<DiscountRow | undefined> {
  const row = await db
    .selectFrom('discounts as d')
    .where('d.shop', '=', shop)
    .where('d.is_isic', '=', true)
    .where('d.is_active', '=', true)
    .where('d.archived_at', 'is', null)
    .select(discountColumns)
    .select(sql<boolean>`false`.as('archived'))
    .select(sql<boolean>`false`.as('used'))
    .orderBy('d.id', 'desc')
    .executeTakeFirst();
  return row ? (await withScopes(db, [row]))[0] : undefined;
}

/**
 * The shop's automatic discounts live now (staff set "automatic assignment"): the cart applies
 * each one that fits it without a code, and the customer cannot remove it.
 */
export async function selectAutomaticDiscounts(
  db: Db,
  shop: ShopCode,
  now: Date,
): Promise<CartDiscountRow[]> {
  const query = db
    .selectFrom('discounts as d')
    .where('d.shop', '=', shop)
    .where('d.is_automatic', '=', true)
    .where('d.is_isic', '=', false)
    .where('d.is_active', '=', true)
    .where('d.archived_at', 'is', null)
    .where('d.valid_from', '<=', now)
    .where((eb) => eb.or([eb('d.valid_to', 'is', null), eb('d.valid_to', '>', now)]))
    .select(discountColumns)
    .select([
      sql<null>`null::int`.as('cartDiscountId'),
      sql<null>`null::int`.as('discountCodeId'),
      sql<null>`null::text`.as('code'),
      sql<null>`null::text`.as('isicCardHolder'),
    ])
    .select(sql<boolean>`false`.as('archived'))
    .select(sql<boolean>`false`.as('used'))
    .orderBy('d.id');
  return withScopes(db, await query.execute());
}

export async function insertCartDiscount(
  db: Db,
  values: {
    cartId: number;
    discountId: number;
    discountCodeId: number | null;
    isic: { cardNumber: string; cardHolder: string } | null;
  },
): Promise<void> {
  await db
    .insertInto('cart_discounts')
    .values({
      cart_id: values.cartId,
      discount_id: values.discountId,
      discount_code_id: values.discountCodeId,
      isic_card_number: values.isic?.cardNumber ?? null,
      isic_card_holder: values.isic?.cardHolder ?? null,
    })
    .execute();
}

/** Removes one discount of the cart; false when the cart has no such discount. */
export async function deleteCartDiscount(db: Db, cartId: number, cartDiscountId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('cart_discounts')
    .where('cart_id', '=', cartId)
    .where('id', '=', cartDiscountId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The product type of each product, in the order given (0 for a product that does not exist). */
export async function productTypeIdsOf(db: Db, productIds: number[]): Promise<number[]> {
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('models as m', 'm.id', 'p.model_id')
    .where('p.id', 'in', productIds)
    .select(['p.id', 'm.product_type_id as typeId'])
    .execute();
  return productIds.map((id) => rows.find((row) => row.id === id)?.typeId ?? 0);
}
