import type { QualityGrade, ShopCode } from 'shared-domain';
import type { BonusQualityType } from 'shared-domain/contracts/staff.ts';
import type { Db } from '../platform/db/schema.ts';
import { selectBonusPercents } from './buyout-bonus-repository.ts';

/**
 * How much of a product's price a buyout bonus may take off (issue 5 item 2): staff set it per
 * manufacturer × quality × device kind of the product bought (the buy-and-sell bonus admin, table
 * used_product_bonuses); a product without a row takes the shop default. The cart returns the
 * default as `buyoutBonusPercent` and each package's own cap with its bonus.
 */
export const BUYOUT_BONUS_PERCENT: Record<ShopCode, number> = { cz: 10, ro: 10 };

/** What a bonus row is keyed by: the product's manufacturer, its quality and its device kind. */
export interface BonusKey {
  manufacturerId: number;
  condition: 'new' | 'used';
  qualityGrade: QualityGrade | null;
  productTypeId: number;
}

/** 'new' for a new product, else its grade (a used product without one has no row of its own). */
export function bonusQualityTypeOf(
  key: Pick<BonusKey, 'condition' | 'qualityGrade'>,
): BonusQualityType | null {
  return key.condition === 'new' ? 'new' : key.qualityGrade;
}

/** The cap of each product, in the order given. */
export async function buyoutBonusPercents(
  db: Db,
  shop: ShopCode,
  keys: readonly BonusKey[],
): Promise<number[]> {
  const fallback = BUYOUT_BONUS_PERCENT[shop];
  if (keys.length === 0) return [];
  const rows = await selectBonusPercents(
    db,
    shop,
    [...new Set(keys.map((key) => key.manufacturerId))],
    [...new Set(keys.map((key) => key.productTypeId))],
  );
  return keys.map((key) => {
    const quality = bonusQualityTypeOf(key);
    const row = rows.find(
      (candidate) =>
        candidate.manufacturer_id === key.manufacturerId &&
        candidate.product_type_id === key.productTypeId &&
        candidate.quality_type === quality,
    );
    return row?.percent ?? fallback;
  });
}

/** The bonus of one package: the buyout's price, at most `percent` % of the product's unit price. */
export function buyoutBonusOf(buyoutPrice: number, unitPrice: number, percent: number): number {
  return Math.min(buyoutPrice, Math.floor((unitPrice * percent) / 100));
}
