import type { ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';
// The forms' tables are declared beside them (form-tables.ts); this brings them into every program.
import type {} from './form-tables.ts';

// The newsletter's subscribers (newsletter_subscribers): one row per shop and address.

/** The consent given with a signup, and the confirmation link's token hash and expiry. */
export interface SignupConsent {
  consent_text: string;
  consent_at: Date;
  consent_ip: string | null;
  confirm_token_hash: string;
  confirm_expires_at: Date;
}

/**
 * A new address, or a pending or unsubscribed one signing up again, becomes pending with the new
 * consent; a confirmed address is left as it is. Answers the row made pending, if any.
 */
export async function upsertPendingSubscriber(
  trx: Db,
  shop: ShopCode,
  email: string,
  consent: SignupConsent,
) {
  return trx
    .insertInto('newsletter_subscribers')
    .values({ shop, email, status: 'pending', ...consent })
    .onConflict((conflict) =>
      conflict
        .columns(['shop', 'email'])
        .doUpdateSet({ status: 'pending', unsubscribed_at: null, ...consent })
        .where('newsletter_subscribers.status', '<>', 'confirmed'),
    )
    .returning('id')
    .executeTakeFirst();
}

/** The shop's subscriber with that confirmation token hash, locked until the transaction ends. */
export async function lockSubscriberByTokenHash(trx: Db, shop: ShopCode, tokenHash: string) {
  return trx
    .selectFrom('newsletter_subscribers')
    .select(['id', 'email', 'status', 'confirm_expires_at'])
    .where('shop', '=', shop)
    .where('confirm_token_hash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
}

export async function markSubscriberConfirmed(trx: Db, id: number, now: Date): Promise<void> {
  await trx
    .updateTable('newsletter_subscribers')
    .set({ status: 'confirmed', confirmed_at: now })
    .where('id', '=', id)
    .execute();
}

export async function findSubscriber(db: Db, shop: ShopCode, id: number) {
  return db
    .selectFrom('newsletter_subscribers')
    .select(['email', 'status'])
    .where('shop', '=', shop)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Unsubscribed now; the confirmation link stops working. */
export async function markSubscriberUnsubscribed(db: Db, id: number): Promise<void> {
  await db
    .updateTable('newsletter_subscribers')
    .set({ status: 'unsubscribed', unsubscribed_at: new Date(), confirm_token_hash: null })
    .where('id', '=', id)
    .execute();
}
