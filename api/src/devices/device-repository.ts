import type { SelectorChoice, ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';
import type { DeviceOffer } from './device-offer.ts';

// The levels of the device selector as an area offers them: a level offers only what leads to at
// least one model colour of the area's offer (a type the area offers nothing of is not offered).

export async function selectOfferedProductTypes(
  db: Db,
  shop: ShopCode,
  offer: DeviceOffer,
): Promise<SelectorChoice[]> {
  return db
    .selectFrom('product_types as t')
    .innerJoin('product_type_texts as tt', (join) =>
      join.onRef('tt.product_type_id', '=', 't.id').on('tt.shop', '=', shop),
    )
    .select(['t.id', 'tt.name', 'tt.seo_name'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('models as m')
          .innerJoin('model_colours as mc', 'mc.model_id', 'm.id')
          .whereRef('m.product_type_id', '=', 't.id')
          .where('mc.id', 'in', offer.offeredColourIds(db, shop))
          .select('mc.id'),
      ),
    )
    .orderBy('t.position')
    .execute();
}

export async function selectOfferedManufacturers(
  db: Db,
  shop: ShopCode,
  offer: DeviceOffer,
  productTypeId: number,
): Promise<SelectorChoice[]> {
  return db
    .selectFrom('manufacturers as mf')
    .select(['mf.id', 'mf.name', 'mf.seo_name'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('models as m')
          .innerJoin('model_colours as mc', 'mc.model_id', 'm.id')
          .whereRef('m.manufacturer_id', '=', 'mf.id')
          .where('m.product_type_id', '=', productTypeId)
          .where('mc.id', 'in', offer.offeredColourIds(db, shop))
          .select('mc.id'),
      ),
    )
    .orderBy('mf.name')
    .execute();
}

/** Newest models first: what most people sell or bring in. */
export async function selectOfferedModels(
  db: Db,
  shop: ShopCode,
  offer: DeviceOffer,
  productTypeId: number,
  manufacturerId: number,
): Promise<SelectorChoice[]> {
  return db
    .selectFrom('models as m')
    .select(['m.id', 'm.name', 'm.seo_name'])
    .where('m.product_type_id', '=', productTypeId)
    .where('m.manufacturer_id', '=', manufacturerId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('model_colours as mc')
          .whereRef('mc.model_id', '=', 'm.id')
          .where('mc.id', 'in', offer.offeredColourIds(db, shop))
          .select('mc.id'),
      ),
    )
    .orderBy('m.released_year', 'desc')
    .orderBy('m.name')
    .execute();
}

export async function selectOfferedColours(
  db: Db,
  shop: ShopCode,
  offer: DeviceOffer,
  modelId: number,
): Promise<SelectorChoice[]> {
  const rows = await db
    .selectFrom('model_colours as mc')
    .innerJoin('model_colour_texts as mct', (join) =>
      join.onRef('mct.model_colour_id', '=', 'mc.id').on('mct.shop', '=', shop),
    )
    .select(['mc.id', 'mct.name', 'mc.code', 'mc.hex'])
    .where('mc.model_id', '=', modelId)
    .where('mc.id', 'in', offer.offeredColourIds(db, shop))
    .orderBy('mc.id')
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, seo_name: row.code, hex: row.hex }));
}

/** A model colour with every level above it, in the shop's language. */
export interface Device {
  productType: SelectorChoice;
  manufacturer: SelectorChoice;
  model: SelectorChoice;
  colour: SelectorChoice;
}

/** The device a model colour id names (offered or not), or undefined. */
export async function findDevice(db: Db, shop: ShopCode, colourId: number): Promise<Device | undefined> {
  const row = await db
    .selectFrom('model_colours as mc')
    .innerJoin('model_colour_texts as mct', (join) =>
      join.onRef('mct.model_colour_id', '=', 'mc.id').on('mct.shop', '=', shop),
    )
    .innerJoin('models as m', 'm.id', 'mc.model_id')
    .innerJoin('manufacturers as mf', 'mf.id', 'm.manufacturer_id')
    .innerJoin('product_type_texts as tt', (join) =>
      join.onRef('tt.product_type_id', '=', 'm.product_type_id').on('tt.shop', '=', shop),
    )
    .select([
      'mc.id as colourId',
      'mct.name as colourName',
      'mc.code as colourCode',
      'mc.hex',
      'm.id as modelId',
      'm.name as modelName',
      'm.seo_name as modelSeo',
      'mf.id as manufacturerId',
      'mf.name as manufacturerName',
      'mf.seo_name as manufacturerSeo',
      'tt.product_type_id as typeId',
      'tt.name as typeName',
      'tt.seo_name as typeSeo',
    ])
    .where('mc.id', '=', colourId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    productType: { id: row.typeId, name: row.typeName, seo_name: row.typeSeo },
    manufacturer: { id: row.manufacturerId, name: row.manufacturerName, seo_name: row.manufacturerSeo },
    model: { id: row.modelId, name: row.modelName, seo_name: row.modelSeo },
    colour: { id: row.colourId, name: row.colourName, seo_name: row.colourCode, hex: row.hex },
  };
}

/** The type and manufacturer ids of a model, or undefined for an unknown model. */
export async function findModelLevels(
  db: Db,
  modelId: number,
): Promise<{ productTypeId: number; manufacturerId: number } | undefined> {
  const row = await db
    .selectFrom('models')
    .select(['product_type_id', 'manufacturer_id'])
    .where('id', '=', modelId)
    .executeTakeFirst();
  return row && { productTypeId: row.product_type_id, manufacturerId: row.manufacturer_id };
}

/** "Apple iPhone 13, Temně inkoustová": how e-mails, tracking and the staff list name a device. */
export function deviceName(device: Pick<Device, 'manufacturer' | 'model' | 'colour'>): string {
  return `${device.manufacturer.name} ${device.model.name}, ${device.colour.name}`;
}
