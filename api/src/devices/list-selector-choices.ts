import type { SelectorChoices, ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';
import type { DeviceOffer } from './device-offer.ts';
import { findModelLevels } from './device-repository.ts';
import { byId, levelNotFound, resolveSelection } from './resolve-selection.ts';

// The four "GET … choices" calls and "GET selector url", for any area's offer: ids in,
// the next level's choices and the URL of the selection so far out. An id that is not one of the
// offered choices answers 404 with its level's code.

export async function listProductTypeChoices(
  db: Db,
  shop: ShopCode,
  offer: DeviceOffer,
): Promise<SelectorChoices> {
  const resolved = await resolveSelection(db, shop, offer, {}, 'strict');
  return { choices: resolved.choices.product_type, url: resolved.url };
}

export async function listManufacturerChoices(
  db: Db,
  shop: ShopCode,
  offer: DeviceOffer,
  query: { type: number },
): Promise<SelectorChoices> {
  const resolved = await resolveSelection(db, shop, offer, { product_type: byId(query.type) }, 'strict');
  return { choices: resolved.choices.manufacturer, url: resolved.url };
}

export async function listModelChoices(
  db: Db,
  shop: ShopCode,
  offer: DeviceOffer,
  query: { type: number; manufacturer: number },
): Promise<SelectorChoices> {
  const resolved = await resolveSelection(
    db,
    shop,
    offer,
    { product_type: byId(query.type), manufacturer: byId(query.manufacturer) },
    'strict',
  );
  return { choices: resolved.choices.product_model, url: resolved.url };
}

/** Only the model is given: its type and manufacturer come from the catalogue. */
export async function listColourChoices(
  db: Db,
  shop: ShopCode,
  offer: DeviceOffer,
  query: { model: number },
): Promise<SelectorChoices> {
  const model = await findModelLevels(db, query.model);
  if (!model) throw levelNotFound(shop, offer, 'product_model');
  const resolved = await resolveSelection(
    db,
    shop,
    offer,
    {
      product_type: byId(model.productTypeId),
      manufacturer: byId(model.manufacturerId),
      product_model: byId(query.model),
    },
    'lenient',
  );
  if (!resolved.selected.product_model) throw levelNotFound(shop, offer, 'product_model');
  return { choices: resolved.choices.product_color, url: resolved.url };
}

/** The URL of a selection given by ids; levels after the first one left out are ignored. */
export async function getSelectorUrl(
  db: Db,
  shop: ShopCode,
  offer: DeviceOffer,
  query: { type?: number; manufacturer?: number; model?: number; colour?: number },
): Promise<{ url: string }> {
  const { type, manufacturer, model, colour } = query;
  const resolved = await resolveSelection(
    db,
    shop,
    offer,
    {
      product_type: type === undefined ? undefined : byId(type),
      manufacturer: manufacturer === undefined ? undefined : byId(manufacturer),
      product_model: model === undefined ? undefined : byId(model),
      product_color: colour === undefined ? undefined : byId(colour),
    },
    'strict',
  );
  return { url: resolved.url };
}
