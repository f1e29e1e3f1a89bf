import type { ShopCode } from 'shared-domain';
import {
  type deliveryAddressInputSchemaFor,
  MAX_DELIVERY_ADDRESSES,
  type SavedAddress,
} from 'shared-domain/contracts';
import type { z } from 'zod';
import type { Db } from '../platform/db/schema.ts';
import { AppError, notFound } from '../platform/errors.ts';
import {
  type AddressColumns,
  type AddressRow,
  clearDefaultAddress,
  countAddresses,
  deleteAddressRow,
  findOwnedAddress,
  insertAddress,
  passDefaultToNewest,
  selectAddresses,
  setDefaultAddress,
  updateAddressRow,
} from './address-repository.ts';
import { profileTexts } from './profile-texts.ts';
import { lockUser } from './user-repository.ts';

// The signed-in customer's delivery addresses, used by the checkout.
// Rules: the first address becomes the default, at most one default (a partial unique index
// guards it), deleting the default passes it to the newest remaining address. Every query names
// the owner, so another customer's id answers exactly like an unknown one: 404. Each change locks
// the owner's user row first, which serialises one customer's address changes (the limit and the
// default), whatever the instance.

export type AddressInput = z.output<ReturnType<typeof deliveryAddressInputSchemaFor>>;

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
  const rows = await selectAddresses(db, userId);
  return rows.map(savedAddressOf);
}

export async function addAddress(db: Db, owner: AddressOwner, input: AddressInput): Promise<SavedAddress> {
  return db.transaction().execute(async (trx) => {
    await lockUser(trx, owner.userId);
    const count = await countAddresses(trx, owner.userId);
    if (count >= MAX_DELIVERY_ADDRESSES)
      throw new AppError(
        'conflict',
        'too_many_addresses',
        409,
        profileTexts[owner.shop].tooManyAddresses(MAX_DELIVERY_ADDRESSES),
      );
    const isDefault = input.isDefault || count === 0;
    if (isDefault) await clearDefaultAddress(trx, owner.userId);
    const row = await insertAddress(trx, owner.userId, columnsOf(input), isDefault);
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
    await lockUser(trx, owner.userId);
    const existing = await findOwned(trx, owner, id);
    if (input.isDefault && !existing.is_default) await clearDefaultAddress(trx, owner.userId);
    const row = await updateAddressRow(
      trx,
      existing.id,
      columnsOf(input),
      existing.is_default || input.isDefault,
    );
    return savedAddressOf(row);
  });
}

export async function makeDefaultAddress(
  db: Db,
  owner: AddressOwner,
  id: number | undefined,
): Promise<SavedAddress> {
  return db.transaction().execute(async (trx) => {
    await lockUser(trx, owner.userId);
    const existing = await findOwned(trx, owner, id);
    if (existing.is_default) return savedAddressOf(existing);
    await clearDefaultAddress(trx, owner.userId);
    const row = await setDefaultAddress(trx, existing.id);
    return savedAddressOf(row);
  });
}

export async function deleteAddress(db: Db, owner: AddressOwner, id: number | undefined): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockUser(trx, owner.userId);
    const existing = await findOwned(trx, owner, id);
    await deleteAddressRow(trx, existing.id);
    if (!existing.is_default) return;
    await passDefaultToNewest(trx, owner.userId);
  });
}

function columnsOf(input: AddressInput): AddressColumns {
  return {
    name: input.name,
    street: input.street,
    city: input.city,
    postcode: input.postcode,
    phone: input.phone || null,
  };
}

async function findOwned(trx: Db, owner: AddressOwner, id: number | undefined): Promise<AddressRow> {
  const row = id === undefined ? undefined : await findOwnedAddress(trx, owner.userId, id);
  if (!row) throw notFound('address_not_found', profileTexts[owner.shop].addressNotFound);
  return row;
}
