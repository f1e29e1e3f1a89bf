import type { AliasableExpression, SelectQueryNode } from 'kysely';
import type { ShopCode } from 'shared-domain';
import type { DeviceArea } from 'shared-domain/buyout';
import type { Db } from '../platform/db/schema.ts';

// The buyout and the service walk the same device selector (type → manufacturer → model → colour);
// what differs is which devices each area offers, the area of its URLs and how it says "we do not
// offer this". An area describes that once as a DeviceOffer and reuses the whole selector.

/**
 * Any select of one integer column `model_colour_id`, usable after `where(…, 'in', …)` (the shape of
 * Kysely's SelectQueryBuilderExpression, which the package does not export).
 */
export type ColourIdsSubquery = AliasableExpression<{ model_colour_id: number }> & {
  readonly isSelectQueryBuilder: true;
  toOperationNode(): SelectQueryNode;
};

/** The model colour ids an area offers. */
export type OfferedColourIds = (db: Db, shop: ShopCode) => ColourIdsSubquery;

/** The 404 messages of the levels, in the shop's language. */
export interface LevelNotFoundTexts {
  productTypeNotFound: string;
  manufacturerNotFound: string;
  modelNotFound: string;
  colourNotFound: string;
}

export interface DeviceOffer {
  area: DeviceArea;
  /** A level offers only what leads to at least one of these model colours. */
  offeredColourIds: OfferedColourIds;
  notFoundTexts: Record<ShopCode, LevelNotFoundTexts>;
}
