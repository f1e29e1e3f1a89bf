import { type ExpressionBuilder, sql } from 'kysely';
import type { ReviewSort, ShopCode } from 'shared-domain';
import { productName } from '../catalogue/list-products.ts';
import { joinSalePrice } from '../catalogue/shop-prices-repository.ts';
import type { Database, Db, ProductReviewStatus } from '../platform/db/schema.ts';

export interface MasterProductRow {
  id: number;
  seoName: string;
  name: string;
  manufacturer: string;
}

/** A model (master product) by its seo name. */
export async function findMasterProduct(db: Db, seoName: string): Promise<MasterProductRow | undefined> {
  const row = await db
    .selectFrom('models as m')
    .innerJoin('manufacturers as mf', 'mf.id', 'm.manufacturer_id')
    .select(['m.id', 'm.seo_name as seoName', 'm.name as modelName', 'mf.name as manufacturer'])
    .where('m.seo_name', '=', seoName)
    .executeTakeFirst();
  return row && { ...row, name: `${row.manufacturer} ${row.modelName}` };
}

/** The product's model, when the shop sells the product (has a price for it). */
export async function findSoldProductModel(
  db: Db,
  shop: ShopCode,
  productId: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('products as p')
    .$call((select) => joinSalePrice(select, shop))
    .select('p.model_id')
    .where('p.id', '=', productId)
    .executeTakeFirst();
  return row?.model_id;
}

/** "CZ26000003", " cz26 000003 " → "CZ26000003": order numbers as customers copy them. */
export function normalizeOrderNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/**
 * The order that makes a review verified: a real, not cancelled order of this shop with this
 * number containing a product of the model; for a signed-in reviewer it must be their own.
 */
export async function findVerifyingOrder(
  db: Db,
  shop: ShopCode,
  modelId: number,
  orderNumber: string,
  userId: number | null,
): Promise<number | undefined> {
  let query = db
    .selectFrom('orders as o')
    .select('o.id')
    .where('o.shop', '=', shop)
    .where('o.number', '=', normalizeOrderNumber(orderNumber))
    .where('o.status', '<>', 'cancelled')
    .where((eb) => eb.exists(orderLinesOfModel(eb, modelId)));
  if (userId !== null) query = query.where('o.user_id', '=', userId);
  return (await query.executeTakeFirst())?.id;
}

export interface NewReview {
  shop: ShopCode;
  modelId: number;
  productId: number;
  userId: number | null;
  rating: number;
  pros: string;
  cons: string;
  text: string;
  fullName: string;
  voucherOrInvoiceNumber: string | null;
  verifiedOrderId: number | null;
  createdAt: Date;
}

export async function insertReview(db: Db, review: NewReview): Promise<number> {
  const { id } = await db
    .insertInto('product_reviews')
    .values({
      shop: review.shop,
      model_id: review.modelId,
      product_id: review.productId,
      user_id: review.userId,
      rating: review.rating,
      pros: review.pros,
      cons: review.cons,
      text: review.text,
      full_name: review.fullName,
      voucher_or_invoice_number: review.voucherOrInvoiceNumber,
      verified: review.verifiedOrderId !== null,
      verified_order_id: review.verifiedOrderId,
      status: 'pending',
      created_at: review.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export interface ReviewRow {
  id: number;
  modelId: number;
  masterSeoName: string;
  productId: number;
  userId: number | null;
  rating: number;
  pros: string;
  cons: string;
  text: string;
  fullName: string;
  voucherOrInvoiceNumber: string | null;
  verified: boolean;
  helpfulCount: number;
  status: ProductReviewStatus;
  createdAt: Date;
  approvedAt: Date | null;
  approvedBy: number | null;
  productName: string;
}

/** Reviews of the shop with what a review shows (the variant's name in the shop's language). */
function reviewsOf(db: Db, shop: ShopCode) {
  return db
    .selectFrom('product_reviews as r')
    .innerJoin('products as p', 'p.id', 'r.product_id')
    .innerJoin('models as m', 'm.id', 'r.model_id')
    .innerJoin('manufacturers as mf', 'mf.id', 'm.manufacturer_id')
    .leftJoin('model_colour_texts as mct', (join) =>
      join.onRef('mct.model_colour_id', '=', 'p.model_colour_id').on('mct.shop', '=', shop),
    )
    .where('r.shop', '=', shop);
}

async function selectReviews(
  query: ReturnType<typeof reviewsOf>,
  order: ReviewSort,
  offset: number,
  limit: number,
): Promise<ReviewRow[]> {
  let ordered = query.select([
    'r.id',
    'r.model_id as modelId',
    'm.seo_name as masterSeoName',
    'r.product_id as productId',
    'r.user_id as userId',
    'r.rating',
    'r.pros',
    'r.cons',
    'r.text',
    'r.full_name as fullName',
    'r.voucher_or_invoice_number as voucherOrInvoiceNumber',
    'r.verified',
    'r.helpful_count as helpfulCount',
    'r.status',
    'r.created_at as createdAt',
    'r.approved_at as approvedAt',
    'r.approved_by as approvedBy',
    'm.name as modelName',
    'mf.name as manufacturer',
    'p.storage_gb as storageGb',
    'mct.name as colourName',
  ]);
  if (order === 'rating_desc') ordered = ordered.orderBy('r.rating', 'desc');
  if (order === 'rating_asc') ordered = ordered.orderBy('r.rating', 'asc');
  if (order === 'helpful') ordered = ordered.orderBy('r.helpful_count', 'desc');
  const rows = await ordered
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  return rows.map(({ modelName, manufacturer, storageGb, colourName, ...row }) => ({
    ...row,
    createdAt: new Date(row.createdAt),
    approvedAt: row.approvedAt === null ? null : new Date(row.approvedAt),
    productName: productName({ manufacturer, modelName, storageGb, colourName }),
  }));
}

export async function selectApprovedReviews(
  db: Db,
  shop: ShopCode,
  modelId: number,
  page: { sort: ReviewSort; offset: number; limit: number },
): Promise<{ rows: ReviewRow[]; total: number }> {
  const base = reviewsOf(db, shop).where('r.model_id', '=', modelId).where('r.status', '=', 'approved');
  const rows = await selectReviews(base, page.sort, page.offset, page.limit);
  const { total } = await base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  return { rows, total };
}

export async function selectReviewsForStaff(
  db: Db,
  shop: ShopCode,
  filter: { status?: ProductReviewStatus; offset: number; limit: number },
): Promise<{ rows: ReviewRow[]; total: number }> {
  let base = reviewsOf(db, shop);
  if (filter.status) base = base.where('r.status', '=', filter.status);
  const rows = await selectReviews(base, 'newest', filter.offset, filter.limit);
  const { total } = await base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  return { rows, total };
}

export async function findReview(db: Db, shop: ShopCode, id: number): Promise<ReviewRow | undefined> {
  const [row] = await selectReviews(reviewsOf(db, shop).where('r.id', '=', id), 'newest', 0, 1);
  return row;
}

export interface RatingCounts {
  byRating: Map<number, number>;
  verified: number;
}

/** How many approved reviews of the model give each rating, and how many are verified. */
export async function countApprovedRatings(db: Db, shop: ShopCode, modelId: number): Promise<RatingCounts> {
  const rows = await db
    .selectFrom('product_reviews')
    .where('shop', '=', shop)
    .where('model_id', '=', modelId)
    .where('status', '=', 'approved')
    .groupBy('rating')
    .select([
      'rating',
      sql<number>`count(*)::int`.as('count'),
      sql<number>`count(*) filter (where verified)::int`.as('verified'),
    ])
    .execute();
  return {
    byRating: new Map(rows.map((row) => [row.rating, row.count])),
    verified: rows.reduce((sum, row) => sum + row.verified, 0),
  };
}

export interface ReviewChanges {
  rating?: number;
  pros?: string;
  cons?: string;
  text?: string;
  fullName?: string;
  status?: ProductReviewStatus;
}

/** Applies staff's changes; approving stamps who and when, leaving "approved" clears the stamp. */
export async function updateReview(
  db: Db,
  id: number,
  changes: ReviewChanges,
  by: { userId: number; at: Date },
): Promise<void> {
  await db
    .updateTable('product_reviews')
    .set((eb) => ({
      ...(changes.rating !== undefined && { rating: changes.rating }),
      ...(changes.pros !== undefined && { pros: changes.pros }),
      ...(changes.cons !== undefined && { cons: changes.cons }),
      ...(changes.text !== undefined && { text: changes.text }),
      ...(changes.fullName !== undefined && { full_name: changes.fullName }),
      ...(changes.status !== undefined && {
        status: changes.status,
        approved_at:
          changes.status === 'approved' ? eb.fn.coalesce('approved_at', eb.val(by.at)) : eb.val(null),
        approved_by:
          changes.status === 'approved' ? eb.fn.coalesce('approved_by', eb.val(by.userId)) : eb.val(null),
      }),
    }))
    .where('id', '=', id)
    .execute();
}

/** The signed-in user's not cancelled orders in this shop that contain the model, newest first. */
export async function selectUserOrderNumbers(
  db: Db,
  shop: ShopCode,
  userId: number,
  modelId: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('orders as o')
    .select(['o.number', 'o.created_at', 'o.id'])
    .where('o.shop', '=', shop)
    .where('o.user_id', '=', userId)
    .where('o.status', '<>', 'cancelled')
    .where((eb) => eb.exists(orderLinesOfModel(eb, modelId)))
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .execute();
  return rows.map((row) => row.number);
}

export interface OrderedProductRow {
  productId: number;
  productSeoName: string;
  typeSeoName: string;
  masterSeoName: string;
  productName: string;
  orderNumber: string;
  orderedAt: Date;
}

/**
 * Products of the user's not cancelled orders whose model the user has not reviewed yet (in any
 * status: a pending review is not asked for twice), each with its newest order.
 */
export async function selectProductsToReview(
  db: Db,
  shop: ShopCode,
  userId: number,
): Promise<OrderedProductRow[]> {
  const rows = await db
    .selectFrom('order_items as oi')
    .innerJoin('orders as o', 'o.id', 'oi.order_id')
    .innerJoin('products as p', 'p.id', 'oi.product_id')
    .innerJoin('models as m', 'm.id', 'p.model_id')
    .innerJoin('manufacturers as mf', 'mf.id', 'm.manufacturer_id')
    .innerJoin('product_type_texts as tt', (join) =>
      join.onRef('tt.product_type_id', '=', 'm.product_type_id').on('tt.shop', '=', shop),
    )
    .leftJoin('model_colour_texts as mct', (join) =>
      join.onRef('mct.model_colour_id', '=', 'p.model_colour_id').on('mct.shop', '=', shop),
    )
    .where('o.shop', '=', shop)
    .where('o.user_id', '=', userId)
    .where('o.status', '<>', 'cancelled')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('product_reviews as r')
            .whereRef('r.model_id', '=', 'm.id')
            .where('r.shop', '=', shop)
            .where('r.user_id', '=', userId)
            .select(sql.lit(1).as('one')),
        ),
      ),
    )
    .select([
      'p.id as productId',
      'p.seo_name as productSeoName',
      'tt.seo_name as typeSeoName',
      'm.seo_name as masterSeoName',
      'm.name as modelName',
      'mf.name as manufacturer',
      'p.storage_gb as storageGb',
      'mct.name as colourName',
      'o.number as orderNumber',
      'o.created_at as orderedAt',
    ])
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .orderBy('p.id')
    .execute();
  const seen = new Set<number>();
  const result: OrderedProductRow[] = [];
  for (const { modelName, manufacturer, storageGb, colourName, ...row } of rows) {
    if (seen.has(row.productId)) continue;
    seen.add(row.productId);
    result.push({
      ...row,
      orderedAt: new Date(row.orderedAt),
      productName: productName({ manufacturer, modelName, storageGb, colourName }),
    });
  }
  return result;
}

/** Lines of order `o` with a product of the model: "this order contains that model". */
function orderLinesOfModel(
  eb: ExpressionBuilder<Database & { o: Database['orders'] }, 'o'>,
  modelId: number,
) {
  return eb
    .selectFrom('order_items as oi')
    .innerJoin('products as p', 'p.id', 'oi.product_id')
    .whereRef('oi.order_id', '=', 'o.id')
    .where('p.model_id', '=', modelId)
    .select(sql.lit(1).as('one'));
}
