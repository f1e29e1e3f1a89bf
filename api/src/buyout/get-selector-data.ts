import type { SelectorData, SelectorDataQuery, ShopCode } from 'shared-domain';
import { resolveSelection, seoNameMatchers } from '../devices/resolve-selection.ts';
import type { Db } from '../platform/db/schema.ts';
import { buyoutDeviceOffer } from './device-repository.ts';
import { loadAppraisal } from './load-appraisal.ts';

/**
 * "GET selector data": the selection a URL names, resolved as far as its seo names match
 * (an unknown one and everything after it are ignored, never an error), the choices of every level
 * reached and, once a colour is selected, its appraisal.
 */
export async function getSelectorData(
  db: Db,
  shop: ShopCode,
  query: SelectorDataQuery,
  now: Date,
): Promise<SelectorData> {
  const resolved = await resolveSelection(db, shop, buyoutDeviceOffer, seoNameMatchers(query), 'lenient');
  const colour = resolved.selected.product_color;
  const loaded = colour ? await loadAppraisal(db, shop, colour.id, { now }) : undefined;
  return {
    selected_choices: resolved.selected,
    choices: resolved.choices,
    appraisal: loaded?.appraisal ?? null,
    url: resolved.url,
  };
}
