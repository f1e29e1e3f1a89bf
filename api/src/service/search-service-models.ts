import { sql } from 'kysely';
import { normalizeSearchText, type ShopCode, searchTokens } from 'shared-domain';
import { selectionPath } from 'shared-domain/buyout';
import type { ServiceSearchResult } from 'shared-domain/contracts';
import type { Db } from '../platform/db/schema.ts';

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
  const rows = await db
    .selectFrom('models as m')
    .innerJoin('manufacturers as mf', 'mf.id', 'm.manufacturer_id')
    .innerJoin('product_type_texts as tt', (join) =>
      join.onRef('tt.product_type_id', '=', 'm.product_type_id').on('tt.shop', '=', shop),
    )
    .select([
      'm.id',
      'm.name',
      'm.seo_name as modelSeo',
      'mf.name as manufacturer',
      'mf.seo_name as manufacturerSeo',
      'tt.name as typeName',
      'tt.seo_name as typeSeo',
    ])
    .where((eb) => eb.and(tokens.map((token) => eb('m.search_text', 'like', `%${token}%`))))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('service_operations as so')
          .whereRef('so.model_id', '=', 'm.id')
          .where('so.is_active', '=', true)
          .select('so.id'),
      ),
    )
    .orderBy(
      sql`case when m.search_text like ${`${phrase}%`} then 0 when m.search_text like ${`% ${phrase}%`} then 1 else 2 end`,
    )
    .orderBy('m.released_year', (order) => order.desc().nullsLast())
    .orderBy('m.name')
    .limit(query.limit)
    .execute();
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
