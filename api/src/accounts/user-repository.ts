import type { ShopCode } from 'shared-domain';
import type { Db, UserRow } from '../platform/db/schema.ts';

export async function findUserByEmail(db: Db, shop: ShopCode, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('shop', '=', shop)
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}
