import { sql } from 'kysely';
import type { ShopCode } from 'shared-domain';
import type { Db } from '../../platform/db/schema.ts';

// The generated single-use codes of a discount (discount_codes).

/**
 * Inserts the codes in one statement (three array parameters, whatever the batch size); a code
 * the (shop, code) unique index already holds is skipped. Answers how many were inserted.
 */
export async function insertGeneratedCodes(
  db: Db,
  batch: { discountId: number; shop: ShopCode; runId: string | null; codes: string[] },
): Promise<number> {
  const result = await sql`
      insert into discount_codes (discount_id, shop, code, single_use, generated_by_run)
      select ${batch.discountId}, ${batch.shop}, code, true, ${batch.runId}::uuid
      from unnest(${batch.codes}::text[]) as code
      on conflict (shop, code) do nothing`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** How many codes of the discount the job run made (a retried run tops them up). */
export async function countCodesOfRun(db: Db, discountId: number, runId: string): Promise<number> {
  const row = await db
    .selectFrom('discount_codes')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('discount_id', '=', discountId)
    .where('generated_by_run', '=', runId)
    .executeTakeFirstOrThrow();
  return row.count;
}
