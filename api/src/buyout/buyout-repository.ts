import { type Selectable, sql } from 'kysely';
import type { QualityGrade, ShopCode } from 'shared-domain';
import type { AppraisalResult, BuyoutStatus, DeviceCondition } from 'shared-domain/buyout';
import type { BuyoutsTable, Db, StoredAnswer, StoredDevice, StoredFields } from '../platform/db/schema.ts';

export const numberPrefixes: Record<ShopCode, string> = { cz: 'VK', ro: 'RC' };

/**
 * The next buyout number of the shop's year, e.g. VK-2026-000123. The counter row is updated in
 * the caller's transaction, so concurrent sales wait for each other and never share a number.
 */
export async function nextBuyoutNumber(db: Db, shop: ShopCode, year: number): Promise<string> {
  const { last_number } = await db
    .insertInto('buyout_number_counters')
    .values({ shop, year, last_number: 1 })
    .onConflict((oc) =>
      oc.columns(['shop', 'year']).doUpdateSet((eb) => ({
        last_number: eb('buyout_number_counters.last_number', '+', 1),
      })),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return `${numberPrefixes[shop]}-${year}-${String(last_number).padStart(6, '0')}`;
}

export interface NewBuyout {
  number: string;
  shop: ShopCode;
  sessionId: string | null;
  userId: number | null;
  tokenHash: string;
  colourId: number;
  priceListId: number;
  version: number;
  quoteId: number | null;
  answers: StoredAnswer[];
  questions: DeviceCondition[];
  appraisalResult: AppraisalResult;
  quality: QualityGrade;
  price: number;
  minimalPrice: number;
  currency: 'CZK' | 'RON';
  customerData: StoredFields;
  pickupAddress: StoredFields | null;
  device: StoredDevice;
  note: string | null;
  email: string;
  status: BuyoutStatus;
  createdAt: Date;
}

export async function insertBuyout(db: Db, buyout: NewBuyout): Promise<number> {
  const { id } = await db
    .insertInto('buyouts')
    .values({
      number: buyout.number,
      shop: buyout.shop,
      session_id: buyout.sessionId,
      user_id: buyout.userId,
      token_hash: buyout.tokenHash,
      model_colour_id: buyout.colourId,
      price_list_id: buyout.priceListId,
      price_list_version: buyout.version,
      quote_id: buyout.quoteId,
      answers: JSON.stringify(buyout.answers),
      questions: JSON.stringify(buyout.questions),
      appraisal_result: JSON.stringify(buyout.appraisalResult),
      quality: buyout.quality,
      price: buyout.price,
      minimal_price: buyout.minimalPrice,
      currency: buyout.currency,
      customer_data: JSON.stringify(buyout.customerData),
      pickup_address: buyout.pickupAddress === null ? null : JSON.stringify(buyout.pickupAddress),
      device: JSON.stringify(buyout.device),
      note: buyout.note,
      e_mail: buyout.email,
      status: buyout.status,
      created_at: buyout.createdAt,
      updated_at: buyout.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export interface HistoryEntry {
  buyoutId: number;
  status: BuyoutStatus;
  at: Date;
  note: string | null;
  price: number | null;
  changedBy: number | null;
}

export async function insertHistory(db: Db, entries: HistoryEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insertInto('buyout_status_history')
    .values(
      entries.map((entry) => ({
        buyout_id: entry.buyoutId,
        status: entry.status,
        at: entry.at,
        note: entry.note,
        price: entry.price,
        changed_by: entry.changedBy,
      })),
    )
    .execute();
}

export type BuyoutRow = Selectable<BuyoutsTable>;

export async function findBuyout(db: Db, shop: ShopCode, id: number): Promise<BuyoutRow | undefined> {
  return db
    .selectFrom('buyouts')
    .selectAll()
    .where('shop', '=', shop)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The row locked for the rest of the transaction, so two status changes cannot interleave. */
export async function lockBuyout(trx: Db, shop: ShopCode, id: number): Promise<BuyoutRow | undefined> {
  return trx
    .selectFrom('buyouts')
    .selectAll()
    .where('shop', '=', shop)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function findBuyoutByNumber(
  db: Db,
  shop: ShopCode,
  number: string,
): Promise<BuyoutRow | undefined> {
  return db
    .selectFrom('buyouts')
    .selectAll()
    .where('shop', '=', shop)
    .where('number', '=', number)
    .executeTakeFirst();
}

export interface TimelineRow {
  status: BuyoutStatus;
  at: Date;
  note: string | null;
}

export async function selectHistory(db: Db, buyoutId: number): Promise<TimelineRow[]> {
  return db
    .selectFrom('buyout_status_history')
    .select(['status', 'at', 'note'])
    .where('buyout_id', '=', buyoutId)
    .orderBy('at')
    .orderBy('id')
    .execute();
}

export async function updateBuyoutStatus(
  trx: Db,
  id: number,
  change: { status: BuyoutStatus; price?: number; at: Date },
): Promise<void> {
  await trx
    .updateTable('buyouts')
    .set({
      status: change.status,
      updated_at: change.at,
      ...(change.price === undefined ? {} : { price: change.price }),
    })
    .where('id', '=', id)
    .execute();
}

export interface BuyoutListRow {
  id: number;
  number: string;
  status: BuyoutStatus;
  createdAt: Date;
  firstName: string | null;
  lastName: string | null;
  manufacturerName: string;
  modelName: string;
  colourName: string;
  /** ISO day, or null for buyouts sold before the form asked for it. */
  purchaseDate: string | null;
  condition: string | null;
  quality: QualityGrade;
  price: number;
  currency: 'CZK' | 'RON';
}

/** One page of the shop's buyouts, newest first. */
export async function selectBuyoutPage(
  db: Db,
  shop: ShopCode,
  filter: { status?: BuyoutStatus; offset: number; limit: number },
): Promise<{ rows: BuyoutListRow[]; total: number }> {
  let base = db.selectFrom('buyouts as b').where('b.shop', '=', shop);
  if (filter.status) base = base.where('b.status', '=', filter.status);
  const rows = await base
    .innerJoin('model_colours as mc', 'mc.id', 'b.model_colour_id')
    .innerJoin('model_colour_texts as mct', (join) =>
      join.onRef('mct.model_colour_id', '=', 'mc.id').on('mct.shop', '=', shop),
    )
    .innerJoin('models as m', 'm.id', 'mc.model_id')
    .innerJoin('manufacturers as mf', 'mf.id', 'm.manufacturer_id')
    .select([
      'b.id',
      'b.number',
      'b.status',
      'b.created_at as createdAt',
      'mf.name as manufacturerName',
      'm.name as modelName',
      'mct.name as colourName',
      'b.quality',
      'b.price',
      'b.currency',
    ])
    .select([
      sql<string | null>`b.customer_data->>'first_name'`.as('firstName'),
      sql<string | null>`b.customer_data->>'last_name'`.as('lastName'),
      sql<string | null>`b.device->>'purchase_date'`.as('purchaseDate'),
      sql<string | null>`b.device->>'condition'`.as('condition'),
    ])
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id', 'desc')
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
  const { total } = await base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  return { rows, total };
}

/** A visitor who signs in keeps the buyouts sold in the visitor's session. */
export async function assignSessionBuyoutsToUser(
  db: Db,
  shop: ShopCode,
  sessionId: string,
  userId: number,
): Promise<void> {
  await db
    .updateTable('buyouts')
    .set({ user_id: userId })
    .where('shop', '=', shop)
    .where('session_id', '=', sessionId)
    .where('user_id', 'is', null)
    .execute();
}
