import type { ShopCode } from 'shared-domain';
import { selectionPath } from 'shared-domain/buyout';
import type { ServiceOperations } from 'shared-domain/contracts';
import { findDevice } from '../devices/device-repository.ts';
import { levelNotFound } from '../devices/resolve-selection.ts';
import type { Db } from '../platform/db/schema.ts';
import { selectModelOperations } from './operation-repository.ts';
import { serviceDeviceOffer } from './service-device-offer.ts';

/**
 * "GET service operations by colour": what the service can do for a device. A colour
 * that is unknown, malformed (`undefined` from the path) or of a model without operations is 404.
 */
export async function getServiceOperations(
  db: Db,
  shop: ShopCode,
  colourId: number | undefined,
): Promise<ServiceOperations> {
  const device = colourId === undefined ? undefined : await findDevice(db, shop, colourId);
  const operations = device ? await selectModelOperations(db, shop, device.model.id) : [];
  if (!device || operations.length === 0) throw levelNotFound(shop, serviceDeviceOffer, 'product_color');
  return {
    url: selectionPath(
      shop,
      {
        type: device.productType.seo_name,
        manufacturer: device.manufacturer.seo_name,
        model: device.model.seo_name,
        colour: device.colour.seo_name,
      },
      'service',
    ),
    device: {
      model_id: device.model.id,
      colour_id: device.colour.id,
      name: `${device.manufacturer.name} ${device.model.name}`,
      colour: device.colour.name,
    },
    operations,
  };
}
