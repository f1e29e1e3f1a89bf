import type { ShopCode } from 'shared-domain';
import type { SelectorDataQuery, ServiceSelectorData } from 'shared-domain/contracts';
import { resolveSelection, seoNameMatchers } from '../devices/resolve-selection.ts';
import type { Db } from '../platform/db/schema.ts';
import { getServiceOperations } from './get-service-operations.ts';
import { serviceDeviceOffer } from './service-device-offer.ts';

/**
 * "GET selector data" of the service: the selection a URL names, resolved as far as its
 * seo names match (an unknown one and everything after it are ignored, never an error), the
 * choices of every level reached and, once a colour is selected, the device's operations.
 */
export async function getServiceSelectorData(
  db: Db,
  shop: ShopCode,
  query: SelectorDataQuery,
): Promise<ServiceSelectorData> {
  const resolved = await resolveSelection(db, shop, serviceDeviceOffer, seoNameMatchers(query), 'lenient');
  const colour = resolved.selected.product_color;
  return {
    selected_choices: resolved.selected,
    choices: resolved.choices,
    operations: colour ? await getServiceOperations(db, shop, colour.id) : null,
    url: resolved.url,
  };
}
