import type { SelectorChoice, ShopCode } from 'shared-domain';
import { type SelectorLevel, selectionPath, selectorLevels } from 'shared-domain/buyout';
import type { Db } from '../platform/db/schema.ts';
import { notFound } from '../platform/errors.ts';
import type { DeviceOffer } from './device-offer.ts';
import {
  selectOfferedColours,
  selectOfferedManufacturers,
  selectOfferedModels,
  selectOfferedProductTypes,
} from './device-repository.ts';

// The selector walks type → manufacturer → model → colour: each level offers the choices
// that fit the levels above it, and a selection is valid only as a path through those choices.

export type ChoiceMatcher = (choice: SelectorChoice) => boolean;
export type SelectionMatchers = Partial<Record<SelectorLevel, ChoiceMatcher>>;

export interface ResolvedSelection {
  /** The choices of every level reached: the first level always, a level below a selected one. */
  choices: Record<SelectorLevel, SelectorChoice[]>;
  selected: Record<SelectorLevel, SelectorChoice | null>;
  /** Selection URL of the selected levels, in the offer's area. */
  url: string;
}

export const byId =
  (id: number): ChoiceMatcher =>
  (choice) =>
    choice.id === id;
export const bySeoName =
  (seoName: string): ChoiceMatcher =>
  (choice) =>
    choice.seo_name === seoName;

/**
 * Walks the levels in order while a matcher is given. A matcher that finds no choice stops the
 * walk (`mode: 'lenient'`, URLs: as far as they match) or answers 404 with that level's code
 * (`mode: 'strict'`, ids the client got from us).
 */
export async function resolveSelection(
  db: Db,
  shop: ShopCode,
  offer: DeviceOffer,
  matchers: SelectionMatchers,
  mode: 'strict' | 'lenient',
): Promise<ResolvedSelection> {
  const choices: Record<SelectorLevel, SelectorChoice[]> = {
    product_type: [],
    manufacturer: [],
    product_model: [],
    product_color: [],
  };
  const selected: Record<SelectorLevel, SelectorChoice | null> = {
    product_type: null,
    manufacturer: null,
    product_model: null,
    product_color: null,
  };
  for (const level of selectorLevels) {
    choices[level] = await loadLevel(db, shop, offer, level, selected);
    const matcher = matchers[level];
    if (!matcher) break;
    const choice = choices[level].find(matcher);
    if (!choice) {
      if (mode === 'strict') throw levelNotFound(shop, offer, level);
      break;
    }
    selected[level] = choice;
  }
  const url = selectionPath(
    shop,
    {
      type: selected.product_type?.seo_name,
      manufacturer: selected.manufacturer?.seo_name,
      model: selected.product_model?.seo_name,
      colour: selected.product_color?.seo_name,
    },
    offer.area,
  );
  return { choices, selected, url };
}

function loadLevel(
  db: Db,
  shop: ShopCode,
  offer: DeviceOffer,
  level: SelectorLevel,
  selected: Record<SelectorLevel, SelectorChoice | null>,
): Promise<SelectorChoice[]> {
  switch (level) {
    case 'product_type':
      return selectOfferedProductTypes(db, shop, offer);
    case 'manufacturer':
      return selectOfferedManufacturers(db, shop, offer, selected.product_type!.id);
    case 'product_model':
      return selectOfferedModels(db, shop, offer, selected.product_type!.id, selected.manufacturer!.id);
    case 'product_color':
      return selectOfferedColours(db, shop, offer, selected.product_model!.id);
  }
}

export function levelNotFound(shop: ShopCode, offer: DeviceOffer, level: SelectorLevel) {
  const texts = offer.notFoundTexts[shop];
  switch (level) {
    case 'product_type':
      return notFound('product_type_not_found', texts.productTypeNotFound);
    case 'manufacturer':
      return notFound('manufacturer_not_found', texts.manufacturerNotFound);
    case 'product_model':
      return notFound('model_not_found', texts.modelNotFound);
    case 'product_color':
      return notFound('colour_not_found', texts.colourNotFound);
  }
}

/** The matchers of a selection named by seo names, as a selector URL names it. */
export function seoNameMatchers(slugs: {
  type?: string;
  manufacturer?: string;
  model?: string;
  colour?: string;
}): SelectionMatchers {
  return {
    product_type: slugs.type === undefined ? undefined : bySeoName(slugs.type),
    manufacturer: slugs.manufacturer === undefined ? undefined : bySeoName(slugs.manufacturer),
    product_model: slugs.model === undefined ? undefined : bySeoName(slugs.model),
    product_color: slugs.colour === undefined ? undefined : bySeoName(slugs.colour),
  };
}
