import type { Selectable } from 'kysely';
import type { Db, DeliveryAddressesTable } from '../platform/db/schema.ts';

// The customers' delivery addresses (delivery_addresses). Every query names the owner or an
// address already found as the owner's.

export type AddressRow = Selectable<DeliveryAddressesTable>;

/** What the customer types of an address. */
export interface AddressColumns {
  name: string;
  street: string;
  city: string;
  postcode: string;
  phone: string | null;
}

/** The default first, then the newest. */
export async function selectAddresses(db: Db, userId: number): Promise<AddressRow[]> {
  return db
    .selectFrom('delivery_addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function findOwnedAddress(trx: Db, userId: number, id: number): Promise<AddressRow | undefined> {
  return trx
    .selectFrom('delivery_addresses')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function countAddresses(trx: Db, userId: number): Promise<number> {
  const { count } = await trx
    .selectFrom('delivery_addresses')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function insertAddress(
  trx: Db,
  userId: number,
  columns: AddressColumns,
  isDefault: boolean,
): Promise<AddressRow> {
  return trx
    .insertInto('delivery_addresses')
    .values({ user_id: userId, ...columns, is_default: isDefault })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateAddressRow(
  trx: Db,
  id: number,
  columns: AddressColumns,
  isDefault: boolean,
): Promise<AddressRow> {
  return trx
    .updateTable('delivery_addresses')
    .set({
      ...columns,
      is_default: isDefault,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The owner's default is taken off (before another address becomes it). */
export async function clearDefaultAddress(trx: Db, userId: number): Promise<void> {
  await trx
    .updateTable('delivery_addresses')
    .set({ is_default: false })
    .where('user_id', '=', userId)
    .where('is_default', '=', true)
    .execute();
}

export async function setDefaultAddress(trx: Db, id: number): Promise<AddressRow> {
  return trx
    .updateTable('delivery_addresses')
    .set({ is_default: true, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteAddressRow(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom('delivery_addresses').where('id', '=', id).execute();
}

/** The owner's newest address becomes the default (the default was just deleted). */
export async function passDefaultToNewest(trx: Db, userId: number): Promise<void> {
  const newest = await trx
    .selectFrom('delivery_addresses')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (newest)
    await trx
      .updateTable('delivery_addresses')
      .set({ is_default: true, updated_at: new Date() })
      .where('id', '=', newest.id)
      .execute();
}
