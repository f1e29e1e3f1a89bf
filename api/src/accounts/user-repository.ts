import type { Insertable, Updateable } from 'kysely';
import type { ShopCode } from 'shared-domain';
import type { Db, UserRow, UsersTable } from '../platform/db/schema.ts';

export async function findUserByEmail(db: Db, shop: ShopCode, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('shop', '=', shop)
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A rehash at login: the same password with today's parameters, so not a password change. */
export async function updatePasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

/** A new password chosen by the user (reset or change). */
export async function setNewPassword(db: Db, userId: number, passwordHash: string, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, password_changed_at: now })
    .where('id', '=', userId)
    .execute();
}

/**
 * Inserts the user unless the shop already has an account with that e-mail; the unique index
 * decides, so two registrations racing for one e-mail cannot both win. Undefined when taken.
 */
export async function insertUserIfNew(db: Db, user: Insertable<UsersTable>): Promise<UserRow | undefined> {
  return db
    .insertInto('users')
    .values({ ...user, email: user.email.toLowerCase() })
    .onConflict((oc) => oc.columns(['shop', 'email']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Locks the user row until the transaction ends (serialises changes of what the user owns). */
export async function lockUser(trx: Db, userId: number): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/** Writes the personal data the account holder changes; answers the user as updated. */
export async function updateUserProfile(
  db: Db,
  userId: number,
  profile: Pick<
    Updateable<UsersTable>,
    'first_name' | 'last_name' | 'phone' | 'role' | 'company_name' | 'ico' | 'vat_id' | 'consent_marketing'
  >,
): Promise<UserRow> {
  return db
    .updateTable('users')
    .set(profile)
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
