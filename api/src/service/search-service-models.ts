import { normalizeSearchText, type ShopCode, searchTokens } from 'shared-domain';
import { selectionPath } from 'shared-domain/buyout';
import type { ServiceSearchResult } from 'shared-domain/contracts';
import type { Db } from '../platform/db/schema.ts';
import { selectRepairedModelsMatching } from './service-model-repository.ts';

/**
 * "GET search" of the service: suggestions while the customer types. A model matches
 * when its accent-free search text (seeded with the same normalizeSearchText) contains every word
 * of the term, so "GALAXY s24", "iphone 16" or "Gálaxy" all find what they mean. Models whose text
 * starts with the term come first, then those with a word starting with it, newest first within.
 * Only models the service repairs (with an active operation) are suggested.
 */
export async function searchServiceModels(
  db: Db,
  shop: ShopCode,
  query: { term: string; limit: number },
): Promise<ServiceSearchResult> {
  const tokens = searchTokens(query.term);
  // Punctuation alone passes the schema's length check but leaves nothing to match.
  if (tokens.length === 0) return { items: [] };
  // Tokens hold only letters, digits and single spaces, so they need no LIKE escaping.
  const phrase = normalizeSearchText(query.term);
  const rows = await selectRepairedModelsMatching(db, shop, { tokens, phrase, limit: query.limit });
  return {
    items: rows.map((row) => ({
      model_id: row.id,
      name: `${row.manufacturer} ${row.name}`,
      product_type: row.typeName,
      url: selectionPath(
        shop,
        { type: row.typeSeo, manufacturer: row.manufacturerSeo, model: row.modelSeo },
        'service',
      ),
    })),
  };
}
