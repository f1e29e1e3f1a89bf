import type { ShopCode } from 'shared-domain';
import type { ServiceSelectorData } from 'shared-domain/contracts';
import { findModelLevels } from '../devices/device-repository.ts';
import { byId, levelNotFound, resolveSelection } from '../devices/resolve-selection.ts';
import type { Db } from '../platform/db/schema.ts';
import { selectModelOperations } from './operation-repository.ts';
import { serviceDeviceOffer } from './service-device-offer.ts';

/**
 * "GET search product data": a model picked from the search suggestions as selector data
 * selected down to the model (its colours offered, none chosen) with the model's operations, so
 * the customer sees prices at once. A model without operations is 404 `model_not_found`.
 */
export async function getSearchProductData(
  db: Db,
  shop: ShopCode,
  query: { model: number },
): Promise<ServiceSelectorData> {
  const levels = await findModelLevels(db, query.model);
  if (!levels) throw levelNotFound(shop, serviceDeviceOffer, 'product_model');
  const resolved = await resolveSelection(
    db,
    shop,
    serviceDeviceOffer,
    {
      product_type: byId(levels.productTypeId),
      manufacturer: byId(levels.manufacturerId),
      product_model: byId(query.model),
    },
    'lenient',
  );
  const model = resolved.selected.product_model;
  const manufacturer = resolved.selected.manufacturer;
  if (!model || !manufacturer) throw levelNotFound(shop, serviceDeviceOffer, 'product_model');
  return {
    selected_choices: resolved.selected,
    choices: resolved.choices,
    operations: {
      url: resolved.url,
      device: {
        model_id: model.id,
        colour_id: null,
        name: `${manufacturer.name} ${model.name}`,
        colour: null,
      },
      operations: await selectModelOperations(db, shop, model.id),
    },
    url: resolved.url,
  };
}
