import type { ShopCode } from 'shared-domain';
import type { Db } from './db/schema.ts';
import type { StoredResponse } from './idempotency.ts';

// The idempotency_keys rows: a key claimed by its first request, then the answer stored with it.

/**
 * Claims the key by inserting its row; undefined when the (shop, scope, key) row exists already
 * (a concurrent duplicate's insert waits here for the first transaction to end).
 */
export function claimIdempotencyKey(
  trx: Db,
  claim: {
    shop: ShopCode;
    scope: string;
    key: string;
    sessionId: string | null;
    userId: number | null;
    fingerprint: string;
  },
): Promise<{ id: number } | undefined> {
  return trx
    .insertInto('idempotency_keys')
    .values({
      shop: claim.shop,
      scope: claim.scope,
      key: claim.key,
      session_id: claim.sessionId,
      user_id: claim.userId,
      fingerprint: claim.fingerprint,
    })
    .onConflict((oc) => oc.columns(['shop', 'scope', 'key']).doNothing())
    .returning('id')
    .executeTakeFirst();
}

/** The key's row: who claimed it, for which request, and its stored answer (null until stored). */
export function findIdempotencyKey(trx: Db, shop: ShopCode, scope: string, key: string) {
  return trx
    .selectFrom('idempotency_keys')
    .select(['session_id', 'user_id', 'fingerprint', 'response_status', 'response_headers', 'response_body'])
    .where('shop', '=', shop)
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
}

export async function storeIdempotentResponse(trx: Db, id: number, response: StoredResponse): Promise<void> {
  await trx
    .updateTable('idempotency_keys')
    .set({
      response_status: response.status,
      response_headers: JSON.stringify(response.headers),
      response_body: JSON.stringify(response.body ?? null),
    })
    .where('id', '=', id)
    .execute();
}

export async function deleteIdempotencyKeysBefore(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
