import type { ShopCode } from 'shared-domain';
import type { DeviceOffer, LevelNotFoundTexts } from '../devices/device-offer.ts';
import type { Db } from '../platform/db/schema.ts';

// The devices the service repairs: the shared device selector (api/src/devices) offers every
// colour of a model with at least one active service operation (operations are per model, the
// colour only names the customer's device).

function repairableColourIds(db: Db, _shop: ShopCode) {
  return db
    .selectFrom('model_colours as mc')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('service_operations as so')
          .whereRef('so.model_id', '=', 'mc.model_id')
          .where('so.is_active', '=', true)
          .select('so.id'),
      ),
    )
    .select('mc.id as model_colour_id');
}

const notFoundTexts: Record<ShopCode, LevelNotFoundTexts> = {
  cz: {
    productTypeNotFound: 'Tento typ zařízení neopravujeme.',
    manufacturerNotFound: 'Zařízení tohoto výrobce v této kategorii neopravujeme.',
    modelNotFound: 'Tento model neopravujeme.',
    colourNotFound: 'Toto zařízení neopravujeme.',
  },
  ro: {
    productTypeNotFound: 'Nu reparăm acest tip de dispozitiv.',
    manufacturerNotFound: 'Nu reparăm dispozitive ale acestui producător în această categorie.',
    modelNotFound: 'Nu reparăm acest model.',
    colourNotFound: 'Nu reparăm acest dispozitiv.',
  },
};

export const serviceDeviceOffer: DeviceOffer = {
  area: 'service',
  offeredColourIds: repairableColourIds,
  notFoundTexts,
};
