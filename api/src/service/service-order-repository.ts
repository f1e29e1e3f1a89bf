import type { Insertable, Selectable, Updateable } from 'kysely';
import type { ShopCode } from 'shared-domain';
import type { ServiceStatus } from 'shared-domain/contracts';
import type { Db, ServiceOrdersTable } from '../platform/db/schema.ts';

export type ServiceOrderRow = Selectable<ServiceOrdersTable>;

export const serviceNumberPrefixes: Record<ShopCode, string> = { cz: 'SV', ro: 'SR' };

/**
 * The next service order number of the shop's year, e.g. SV-2026-000123. The counter row is
 * updated in the caller's transaction, so concurrent bookings wait for each other and never share
 * a number.
 */
export async function nextServiceNumber(db: Db, shop: ShopCode, year: number): Promise<string> {
  const { last_value } = await db
    .insertInto('service_number_counters')
    .values({ shop, year, last_value: 1 })
    .onConflict((oc) =>
      oc.columns(['shop', 'year']).doUpdateSet((eb) => ({
        last_value: eb('service_number_counters.last_value', '+', 1),
      })),
    )
    .returning('last_value')
    .executeTakeFirstOrThrow();
  return `${serviceNumberPrefixes[shop]}-${year}-${String(last_value).padStart(6, '0')}`;
}

export type NewServiceOrder = Omit<
  Insertable<ServiceOrdersTable>,
  'id' | 'status' | 'updated_at' | 'quote_price' | 'quote_note' | 'quote_approved_at'
> & { created_at: Date };

export async function insertServiceOrder(
  db: Db,
  order: NewServiceOrder,
  operations: readonly { id: number; name: string; price: number }[],
): Promise<number> {
  const { id } = await db
    .insertInto('service_orders')
    .values({ ...order, updated_at: order.created_at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('service_order_operations')
    .values(
      operations.map((operation) => ({
        service_order_id: id,
        operation_id: operation.id,
        name: operation.name,
        price: operation.price,
      })),
    )
    .execute();
  return id;
}

export interface NewHistoryRow {
  orderId: number;
  status: ServiceStatus;
  at: Date;
  note: string | null;
  changedBy: number | null;
}

export async function insertServiceHistory(db: Db, rows: readonly NewHistoryRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('service_order_status_history')
    .values(
      rows.map((row) => ({
        service_order_id: row.orderId,
        status: row.status,
        note: row.note,
        changed_by: row.changedBy,
        created_at: row.at,
      })),
    )
    .execute();
}

export async function findServiceOrderByNumber(
  db: Db,
  shop: ShopCode,
  number: string,
  options: { lock?: boolean } = {},
): Promise<ServiceOrderRow | undefined> {
  const query = db
    .selectFrom('service_orders')
    .selectAll()
    .where('shop', '=', shop)
    .where('number', '=', number);
  return (options.lock ? query.forUpdate() : query).executeTakeFirst();
}

export async function updateServiceOrder(
  db: Db,
  id: number,
  change: Pick<
    Updateable<ServiceOrdersTable>,
    'status' | 'quote_price' | 'quote_note' | 'quote_approved_at'
  > & {
    at: Date;
  },
): Promise<void> {
  const { at, ...values } = change;
  await db
    .updateTable('service_orders')
    .set({ ...values, updated_at: at })
    .where('id', '=', id)
    .execute();
}

export async function selectServiceOrderOperations(db: Db, orderId: number) {
  return db
    .selectFrom('service_order_operations')
    .select(['operation_id', 'name', 'price'])
    .where('service_order_id', '=', orderId)
    .orderBy('operation_id')
    .execute();
}

/** The repair's status history with the e-mail of whoever made each change (null: the system). */
export async function selectServiceHistoryWithAuthors(db: Db, orderId: number) {
  return db
    .selectFrom('service_order_status_history')
    .leftJoin('users', 'users.id', 'service_order_status_history.changed_by')
    .select([
      'service_order_status_history.status',
      'service_order_status_history.note',
      'service_order_status_history.created_at',
      'users.email',
    ])
    .where('service_order_id', '=', orderId)
    .orderBy('service_order_status_history.created_at')
    .orderBy('service_order_status_history.id')
    .execute();
}

export async function selectServiceHistory(db: Db, orderId: number) {
  return db
    .selectFrom('service_order_status_history')
    .select(['status', 'note', 'created_at'])
    .where('service_order_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function selectServiceOrderPage(
  db: Db,
  shop: ShopCode,
  query: { status?: ServiceStatus; offset: number; limit: number },
): Promise<{ rows: ServiceOrderRow[]; total: number }> {
  let base = db.selectFrom('service_orders').where('shop', '=', shop);
  if (query.status) base = base.where('status', '=', query.status);
  const [rows, { total }] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total) };
}

export async function selectOpenServiceOrdersOf(
  db: Db,
  shop: ShopCode,
  userId: number,
  statuses: readonly ServiceStatus[],
): Promise<ServiceOrderRow[]> {
  return db
    .selectFrom('service_orders')
    .selectAll()
    .where('shop', '=', shop)
    .where('user_id', '=', userId)
    .where('status', 'in', [...statuses])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The colour's name in the shop's language, null without a colour. */
export async function colourNameOf(db: Db, shop: ShopCode, colourId: number | null): Promise<string | null> {
  if (colourId === null) return null;
  const row = await db
    .selectFrom('model_colour_texts')
    .select('name')
    .where('model_colour_id', '=', colourId)
    .where('shop', '=', shop)
    .executeTakeFirst();
  return row?.name ?? null;
}

export async function centreNameOf(db: Db, centreId: number | null): Promise<string | null> {
  if (centreId === null) return null;
  const row = await db.selectFrom('stores').select('name').where('id', '=', centreId).executeTakeFirst();
  return row?.name ?? null;
}

/** The centre's name and address; undefined for an unknown id. */
export async function findCentreAddress(db: Db, centreId: number) {
  return db
    .selectFrom('stores')
    .select(['name', 'street', 'postcode', 'city'])
    .where('id', '=', centreId)
    .executeTakeFirst();
}
