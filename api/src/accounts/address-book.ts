import type { Selectable } from 'kysely';
import type { ShopCode } from 'shared-domain';
import {
  type deliveryAddressInputSchemaFor,
  MAX_DELIVERY_ADDRESSES,
  type SavedAddress,
} from 'shared-domain/contracts';
import type { z } from 'zod';
import type { Db, DeliveryAddressesTable } from '../platform/db/schema.ts';
import { AppError, notFound } from '../platform/errors.ts';
import { profileTexts } from './profile-texts.ts';

// The signed-in customer's delivery addresses, used by the checkout.
// Rules: the first address becomes the default, at most one default (a partial unique index
// guards it), deleting the default passes it to the newest remaining address. Every query names
// the owner, so another customer's id answers exactly like an unknown one: 404.

export type AddressInput = z.output<ReturnType<typeof deliveryAddressInputSchemaFor>>;
type AddressRow = Selectable<DeliveryAddressesTable>;

/** The owner of the addresses and the shop whose language the errors speak. */
export interface AddressOwner {
  shop: ShopCode;
  userId: number;
}

export function savedAddressOf(row: AddressRow): SavedAddress {
  return {
    id: row.id,
    name: row.name,
    street: row.street,
    city: row.city,
    postcode: row.postcode,
    phone: row.phone,
    isDefault: row.is_default,
  };
}

/** The default first, then the newest. */
export async function listAddresses(db: Db, userId: number): Promise<SavedAddress[]> {
  const rows = await db
    .selectFrom('delivery_addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(savedAddressOf);
}

export async function addAddress(db: Db, owner: AddressOwner, input: AddressInput): Promise<SavedAddress> {
  return db.transaction().execute(async (trx) => {
    await lockOwner(trx, owner.userId);
    const count = await countAddresses(trx, owner.userId);
    if (count >= MAX_DELIVERY_ADDRESSES)
      throw new AppError(
        'conflict',
        'too_many_addresses',
        409,
        profileTexts[owner.shop].tooManyAddresses(MAX_DELIVERY_ADDRESSES),
      );
    const isDefault = input.isDefault || count === 0;
    if (isDefault) await clearDefault(trx, owner.userId);
    const row = await trx
      .insertInto('delivery_addresses')
      .values({ user_id: owner.userId, ...columnsOf(input), is_default: isDefault })
      .returningAll()
      .executeTakeFirstOrThrow();
    return savedAddressOf(row);
  });
}

/** `isDefault: false` leaves the default where it is: a customer with addresses always has one. */
export async function updateAddress(
  db: Db,
  owner: AddressOwner,
  id: number | undefined,
  input: AddressInput,
): Promise<SavedAddress> {
  return db.transaction().execute(async (trx) => {
    await lockOwner(trx, owner.userId);
    const existing = await findOwned(trx, owner, id);
    if (input.isDefault && !existing.is_default) await clearDefault(trx, owner.userId);
    const row = await trx
      .updateTable('delivery_addresses')
      .set({
        ...columnsOf(input),
        is_default: existing.is_default || input.isDefault,
        updated_at: new Date(),
      })
      .where('id', '=', existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return savedAddressOf(row);
  });
}

export async function makeDefaultAddress(
  db: Db,
  owner: AddressOwner,
  id: number | undefined,
): Promise<SavedAddress> {
  return db.transaction().execute(async (trx) => {
    await lockOwner(trx, owner.userId);
    const existing = await findOwned(trx, owner, id);
    if (existing.is_default) return savedAddressOf(existing);
    await clearDefault(trx, owner.userId);
    const row = await trx
      .updateTable('delivery_addresses')
      .set({ is_default: true, updated_at: new Date() })
      .where('id', '=', existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return savedAddressOf(row);
  });
}

export async function deleteAddress(db: Db, owner: AddressOwner, id: number | undefined): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockOwner(trx, owner.userId);
    const existing = await findOwned(trx, owner, id);
    await trx.deleteFrom('delivery_addresses').where('id', '=', existing.id).execute();
    if (!existing.is_default) return;
    const newest = await trx
      .selectFrom('delivery_addresses')
      .select('id')
      .where('user_id', '=', owner.userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (newest)
      await trx
        .updateTable('delivery_addresses')
        .set({ is_default: true, updated_at: new Date() })
        .where('id', '=', newest.id)
        .execute();
  });
}

function columnsOf(input: AddressInput) {
  return {
    name: input.name,
    street: input.street,
    city: input.city,
    postcode: input.postcode,
    phone: input.phone || null,
  };
}

/** Serialises one customer's address changes (the limit and the default), whatever the instance. */
async function lockOwner(trx: Db, userId: number): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

async function countAddresses(trx: Db, userId: number): Promise<number> {
  const { count } = await trx
    .selectFrom('delivery_addresses')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

async function clearDefault(trx: Db, userId: number): Promise<void> {
  await trx
    .updateTable('delivery_addresses')
    .set({ is_default: false })
    .where('user_id', '=', userId)
    .where('is_default', '=', true)
    .execute();
}

async function findOwned(trx: Db, owner: AddressOwner, id: number | undefined): Promise<AddressRow> {
  const row =
    id === undefined
      ? undefined
      : await trx
          .selectFrom('delivery_addresses')
          .selectAll()
          .where('id', '=', id)
          .where('user_id', '=', owner.userId)
          .executeTakeFirst();
  if (!row) throw notFound('address_not_found', profileTexts[owner.shop].addressNotFound);
  return row;
}
