import type { ShopCode } from 'shared-domain';
import type { DiscountInput } from 'shared-domain/contracts/staff.ts';
import type { Db } from '../../platform/db/schema.ts';

// Staff's writes of a discount: its row, its set (discount_scopes) and its archiving. The reads
// are in discount-admin-repository.ts.

function columnsOf(input: DiscountInput) {
  return {
    title: input.title,
    marketing_name: input.marketingName,
    type: input.type,
    value: input.value,
    valid_from: new Date(input.validFrom),
    valid_to: input.validTo === null ? null : new Date(input.validTo),
    is_active: input.isActive,
    is_public: input.isPublic,
    is_combinable: input.isCombinable,
    is_automatic: input.isAutomatic,
    min_order_amount: input.minOrderAmount,
    max_quantity_per_order: input.maxQuantityPerOrder,
    first_purchase_only: input.firstPurchaseOnly,
    uses_per_customer: input.usesPerCustomer,
  };
}

/** The shop's discount row locked until the transaction ends, or undefined. */
export async function lockDiscountRow(trx: Db, shop: ShopCode, id: number) {
  return trx
    .selectFrom('discounts')
    .select('id')
    .where('id', '=', id)
    .where('shop', '=', shop)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertDiscount(trx: Db, shop: ShopCode, input: DiscountInput): Promise<number> {
  const { id } = await trx
    .insertInto('discounts')
    .values({ shop, ...columnsOf(input) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateDiscountRow(trx: Db, id: number, input: DiscountInput): Promise<void> {
  await trx.updateTable('discounts').set(columnsOf(input)).where('id', '=', id).execute();
}

/** The discount's set becomes exactly these named products and product types. */
export async function replaceDiscountScopes(
  trx: Db,
  id: number,
  set: { productIds: number[]; productTypeIds: number[] },
): Promise<void> {
  await trx.deleteFrom('discount_scopes').where('discount_id', '=', id).execute();
  const rows = [
    ...set.productIds.map((productId) => ({ discount_id: id, product_id: productId, product_type_id: null })),
    ...set.productTypeIds.map((typeId) => ({
      discount_id: id,
      product_id: null,
      product_type_id: typeId,
    })),
  ];
  if (rows.length > 0) await trx.insertInto('discount_scopes').values(rows).execute();
}

/** Archives (or un-archives) the discount; false when it already was so. */
export async function setDiscountArchived(
  trx: Db,
  id: number,
  archived: boolean,
  now: Date,
): Promise<boolean> {
  const result = await trx
    .updateTable('discounts')
    .set({ archived_at: archived ? now : null })
    .where('id', '=', id)
    .where('archived_at', archived ? 'is' : 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) !== 0;
}

export async function findArchivedAt(db: Db, id: number): Promise<Date | null> {
  const discount = await db
    .selectFrom('discounts')
    .select('archived_at')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return discount.archived_at;
}
