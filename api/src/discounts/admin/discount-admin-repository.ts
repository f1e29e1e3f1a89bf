import { sql } from 'kysely';
import { type ShopCode, shops } from 'shared-domain';
import type {
  DiscountDetail,
  DiscountGridFilter,
  DiscountGridRow,
  DiscountInput,
  DiscountScopeItem,
} from 'shared-domain/contracts/staff.ts';
import type { Db } from '../../platform/db/schema.ts';

// The discounts as staff read them: the grid's page, one discount's detail with its set, its code
// counts and the products its set shares with other discounts, and the candidates of the sets
// editor. Writes are in discount-write-repository.ts.

/** `%`, `_` and `\` of a user's text match themselves in LIKE. */
function likeContains(text: string): string {
  return `%${text
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function matchingDiscounts(db: Db, shop: ShopCode, filter: DiscountGridFilter, now: Date) {
  const archived = filter.archived ?? 'live';
  return db
    .selectFrom('discounts as d')
    .where('d.shop', '=', shop)
    .$if(filter.q !== undefined, (query) =>
      query.where((eb) =>
        eb.or([
          eb(sql`lower(d.title)`, 'like', likeContains(filter.q ?? '')),
          eb(sql`lower(d.marketing_name)`, 'like', likeContains(filter.q ?? '')),
        ]),
      ),
    )
    .$if(filter.type !== undefined, (query) => query.where('d.type', '=', filter.type ?? 'percentage'))
    .$if(archived === 'live', (query) => query.where('d.archived_at', 'is', null))
    .$if(archived === 'archived', (query) => query.where('d.archived_at', 'is not', null))
    .$if(filter.validity === 'now', (query) =>
      query
        .where('d.valid_from', '<=', now)
        .where((eb) => eb.or([eb('d.valid_to', 'is', null), eb('d.valid_to', '>', now)])),
    )
    .$if(filter.validity === 'upcoming', (query) => query.where('d.valid_from', '>', now))
    .$if(filter.validity === 'expired', (query) => query.where('d.valid_to', '<=', now));
}

type MatchingDiscounts = ReturnType<typeof matchingDiscounts>;

/** The grid's sorts; each ends on the id, so pages never overlap. */
function ordered(query: MatchingDiscounts, sort: string | undefined) {
  const descending = sort?.startsWith('-') ?? false;
  const direction = descending ? sql`desc` : sql`asc`;
  const column = {
    title: sql`lower(d.title)`,
    validFrom: sql`d.valid_from`,
    validTo: sql`d.valid_to`,
    value: sql`d.value`,
  }[sort?.replace(/^-/, '') ?? 'newest'];
  // "newest" first by default; "-newest" is the oldest first.
  if (column === undefined) return query.orderBy(sql`d.id ${descending ? sql`asc` : sql`desc`}`);
  return query.orderBy(sql`${column} ${direction} nulls last`).orderBy('d.id', 'desc');
}

function withColumns(query: MatchingDiscounts) {
  return query.select([
    'd.id',
    'd.title',
    'd.marketing_name',
    'd.type',
    'd.value',
    'd.valid_from',
    'd.valid_to',
    'd.is_active',
    'd.is_public',
    'd.is_combinable',
    'd.is_automatic',
    'd.archived_at',
    sql<number>`(select count(*)::int from discount_codes c where c.discount_id = d.id)`.as('codes_total'),
    sql<number>`(select count(*)::int from discount_codes c
      where c.discount_id = d.id and c.used_by_order_id is not null)`.as('codes_used'),
  ]);
}

type ColumnsRow = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

const iso = (value: Date | string) => new Date(value).toISOString();

function rowOf(row: ColumnsRow): DiscountGridRow {
  return {
    id: row.id,
    title: row.title,
    marketingName: row.marketing_name,
    type: row.type,
    value: row.value,
    validFrom: iso(row.valid_from),
    validTo: row.valid_to === null ? null : iso(row.valid_to),
    isActive: row.is_active,
    isPublic: row.is_public,
    isCombinable: row.is_combinable,
    isAutomatic: row.is_automatic,
    archivedAt: row.archived_at === null ? null : iso(row.archived_at),
    codes: { total: row.codes_total, used: row.codes_used },
  };
}

export async function selectDiscountGridPage(
  db: Db,
  shop: ShopCode,
  filter: DiscountGridFilter,
  page: { sort?: string; offset: number; limit: number },
  now: Date,
): Promise<{ rows: DiscountGridRow[]; total: number }> {
  const matching = matchingDiscounts(db, shop, filter, now);
  const [rows, count] = await Promise.all([
    withColumns(ordered(matching, page.sort)).offset(page.offset).limit(page.limit).execute(),
    matching.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(rowOf), total: count.total };
}

/** A product as the sets editor names it: model, storage and its code (which tells variants apart). */
const productName = sql<string>`m.name || coalesce(' ' || p.storage_gb || ' GB', '') || ' · ' || p.code`;

export async function selectDiscountDetail(
  db: Db,
  shop: ShopCode,
  id: number,
  now: Date,
): Promise<DiscountDetail | undefined> {
  const row = await withColumns(matchingDiscounts(db, shop, { archived: 'all' }, now).where('d.id', '=', id))
    .select([
      'd.is_isic',
      'd.created_at',
      'd.min_order_amount',
      'd.max_quantity_per_order',
      'd.first_purchase_only',
      'd.uses_per_customer',
    ])
    .executeTakeFirst();
  if (!row) return undefined;
  const [products, productTypes] = await Promise.all([
    db
      .selectFrom('discount_scopes as s')
      .innerJoin('products as p', 'p.id', 's.product_id')
      .innerJoin('models as m', 'm.id', 'p.model_id')
      .where('s.discount_id', '=', id)
      .select(['p.id', productName.as('name')])
      .orderBy('p.id')
      .execute(),
    db
      .selectFrom('discount_scopes as s')
      .innerJoin('product_type_texts as t', (join) =>
        join.onRef('t.product_type_id', '=', 's.product_type_id').on('t.shop', '=', shop),
      )
      .where('s.discount_id', '=', id)
      .select(['t.product_type_id as id', 't.name'])
      .orderBy('t.product_type_id')
      .execute(),
  ]);
  const overlappingProducts = await countOverlapping(
    db,
    shop,
    id,
    {
      productIds: products.map((product) => product.id),
      productTypeIds: productTypes.map((type) => type.id),
    },
    now,
  );
  return {
    ...rowOf(row),
    isIsic: row.is_isic,
    createdAt: iso(row.created_at),
    minOrderAmount: row.min_order_amount,
    maxQuantityPerOrder: row.max_quantity_per_order,
    firstPurchaseOnly: row.first_purchase_only,
    usesPerCustomer: row.uses_per_customer,
    currency: shops[shop].currency,
    products,
    productTypes,
    overlappingProducts,
  };
}

type DiscountSet = Pick<DiscountInput, 'productIds' | 'productTypeIds'>;

/**
 * Products in the set of another live (active, not archived, within its dates), non-combinable
 * discount of the shop: named there, or of a product type named there. A discount without a set
 * applies to everything and is no "set", so it overlaps nothing.
 */
function inOtherLiveSets(shop: ShopCode, exceptId: number | null, now: Date) {
  const others = sql`select s.product_id, s.product_type_id from discount_scopes s
    join discounts e on e.id = s.discount_id
    where e.shop = ${shop} and e.id <> ${exceptId ?? 0} and e.is_active and e.archived_at is null
      and not e.is_combinable and e.valid_from <= ${now} and (e.valid_to is null or e.valid_to > ${now})`;
  return sql<boolean>`(p.id in (select o.product_id from (${others}) o where o.product_id is not null)
    or m.product_type_id in (select o.product_type_id from (${others}) o where o.product_type_id is not null))`;
}

/** How many products of the set (named, or of its product types) are also in another live non-combinable set. */
export async function countOverlapping(
  db: Db,
  shop: ShopCode,
  discountId: number | null,
  set: DiscountSet,
  now: Date,
): Promise<number> {
  if (set.productIds.length === 0 && set.productTypeIds.length === 0) return 0;
  const row = await db
    .selectFrom('products as p')
    .innerJoin('models as m', 'm.id', 'p.model_id')
    .where(
      sql<boolean>`(p.id = any(${set.productIds}::int[]) or m.product_type_id = any(${set.productTypeIds}::int[]))`,
    )
    .where(inOtherLiveSets(shop, discountId, now))
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

/** The named products that are already in another live non-combinable set: they are not assigned. */
export async function overlappingNamedProducts(
  db: Db,
  shop: ShopCode,
  discountId: number | null,
  productIds: number[],
  now: Date,
): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('models as m', 'm.id', 'p.model_id')
    .where('p.id', '=', sql<number>`any(${productIds}::int[])`)
    .where(inOtherLiveSets(shop, discountId, now))
    .select('p.id')
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** The ids of the list that exist: a set may only name real products and product types. */
export async function existingScopeIds(db: Db, set: DiscountSet): Promise<DiscountSet> {
  const [products, types] = await Promise.all([
    set.productIds.length === 0
      ? []
      : db.selectFrom('products').select('id').where('id', 'in', set.productIds).execute(),
    set.productTypeIds.length === 0
      ? []
      : db.selectFrom('product_types').select('id').where('id', 'in', set.productTypeIds).execute(),
  ]);
  return { productIds: products.map((row) => row.id), productTypeIds: types.map((row) => row.id) };
}

const OPTIONS_LIMIT = 20;

/** The sets editor's candidates: products matching the text (name or code) and every product type. */
export async function selectScopeOptions(
  db: Db,
  shop: ShopCode,
  q: string | undefined,
): Promise<{ products: DiscountScopeItem[]; productTypes: DiscountScopeItem[] }> {
  const [products, productTypes] = await Promise.all([
    q === undefined
      ? []
      : db
          .selectFrom('products as p')
          .innerJoin('models as m', 'm.id', 'p.model_id')
          .where((eb) =>
            eb.or([
              eb(sql`lower(m.name)`, 'like', likeContains(q)),
              eb(sql`lower(p.code)`, 'like', likeContains(q)),
            ]),
          )
          .select(['p.id', productName.as('name')])
          .orderBy('m.name')
          .orderBy('p.id')
          .limit(OPTIONS_LIMIT)
          .execute(),
    db
      .selectFrom('product_type_texts')
      .where('shop', '=', shop)
      .select(['product_type_id as id', 'name'])
      .orderBy('name')
      .execute(),
  ]);
  return { products, productTypes };
}

/** Every code of the discount in creation order, a batch at a time (keyset on the id). */
export async function* discountCodesForExport(
  db: Db,
  discountId: number,
  batch = 5000,
): AsyncGenerator<{ code: string; usedAt: Date | null; orderNumber: string | null; used: boolean }> {
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('discount_codes as c')
      .leftJoin('orders as o', 'o.id', 'c.used_by_order_id')
      .where('c.discount_id', '=', discountId)
      .where('c.id', '>', after)
      .select(['c.id', 'c.code', 'c.used_at', 'c.used_by_order_id', 'o.number'])
      .orderBy('c.id')
      .limit(batch)
      .execute();
    for (const row of rows)
      yield {
        code: row.code,
        used: row.used_by_order_id !== null,
        usedAt: row.used_at === null ? null : new Date(row.used_at),
        orderNumber: row.number,
      };
    if (rows.length < batch) return;
    after = rows[rows.length - 1].id;
  }
}
