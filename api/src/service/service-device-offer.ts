import type { ShopCode } from 'shared-domain';
import type { DeviceOffer, LevelNotFoundTexts } from '../devices/device-offer.ts';
import { repairableColourIds } from './service-model-repository.ts';

// The devices the service repairs: the shared device selector (api/src/devices) offers every
// colour of a model with at least one active service operation (operations are per model, the
// colour only names the customer's device).

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
