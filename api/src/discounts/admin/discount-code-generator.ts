import { randomBytes } from 'node:crypto';
import type { ShopCode } from 'shared-domain';
import { GENERATED_CODE_ALPHABET, GENERATED_CODE_LENGTH } from 'shared-domain/contracts/staff.ts';
import type { Db } from '../../platform/db/schema.ts';
import { countCodesOfRun, insertGeneratedCodes } from './discount-code-repository.ts';

// Single-use codes of a discount, generated in bulk (10 characters, digits and mixed-case
// letters). Each character is drawn from node:crypto with rejection sampling: a random byte below
// 248 (= 4 × 62) taken modulo 62 is uniform, bytes of 248 and above are thrown away, so no letter
// is likelier than another (a plain `byte % 62` would favour the first 8 characters).

const ALPHABET_SIZE = GENERATED_CODE_ALPHABET.length;
const UNBIASED_LIMIT = Math.floor(256 / ALPHABET_SIZE) * ALPHABET_SIZE;
/** Rows per insert: one statement with three array parameters, whatever the batch size. */
export const CODE_BATCH = 10_000;

/** `count` random codes of GENERATED_CODE_LENGTH characters (duplicates possible, if unlikely). */
export function randomCodes(count: number): string[] {
  const codes: string[] = [];
  let pool = randomBytes(0);
  let at = 0;
  for (let i = 0; i < count; i++) {
    let code = '';
    while (code.length < GENERATED_CODE_LENGTH) {
      if (at >= pool.length) {
        // ~3 % of bytes are rejected: ask for a little more than needed, once per batch.
        pool = randomBytes(Math.ceil((count - i) * GENERATED_CODE_LENGTH * 1.05) + 16);
        at = 0;
      }
      const byte = pool[at++];
      if (byte < UNBIASED_LIMIT) code += GENERATED_CODE_ALPHABET[byte % ALPHABET_SIZE];
    }
    codes.push(code);
  }
  return codes;
}

export interface GenerateCodesInput {
  shop: ShopCode;
  discountId: number;
  count: number;
  /** The job run generating them: its codes count towards `count`, so a retry tops them up. */
  runId: string | null;
  /** Called after each batch with the codes inserted so far. */
  onProgress?: (done: number, total: number) => Promise<void>;
}

/**
 * Inserts exactly `count` new single-use codes. The (shop, code) unique index decides uniqueness:
 * a batch is inserted with `on conflict do nothing`, and codes that collided (with an existing
 * code or within the batch) are replaced by new draws in the next round until `count` exist.
 * Each batch commits on its own (progress is real); a retried run counts the codes its crashed
 * attempt already made (`generated_by_run`) and only adds the rest.
 */
export async function generateDiscountCodes(db: Db, input: GenerateCodesInput): Promise<number> {
  let inserted = input.runId === null ? 0 : await countCodesOfRun(db, input.discountId, input.runId);
  while (inserted < input.count) {
    const codes = randomCodes(Math.min(CODE_BATCH, input.count - inserted));
    inserted += await insertGeneratedCodes(db, {
      discountId: input.discountId,
      shop: input.shop,
      runId: input.runId,
      codes,
    });
    await input.onProgress?.(inserted, input.count);
  }
  return inserted;
}
