import type { QualityGrade, ShopCode } from 'shared-domain';
import type { ConditionChoice, DeviceCondition } from 'shared-domain/buyout';
import type { Db } from '../platform/db/schema.ts';

export interface PriceList {
  id: number;
  version: number;
  minimalPrice: number;
  currency: 'CZK' | 'RON';
}

export async function findCurrentPriceList(db: Db, shop: ShopCode): Promise<PriceList | undefined> {
  return db
    .selectFrom('buyout_price_lists')
    .select(['id', 'version', 'minimal_price as minimalPrice', 'currency'])
    .where('shop', '=', shop)
    .where('is_current', '=', true)
    .executeTakeFirst();
}

export async function findPriceListByVersion(
  db: Db,
  shop: ShopCode,
  version: number,
): Promise<PriceList | undefined> {
  return db
    .selectFrom('buyout_price_lists')
    .select(['id', 'version', 'minimal_price as minimalPrice', 'currency'])
    .where('shop', '=', shop)
    .where('version', '=', version)
    .executeTakeFirst();
}

export interface GradePrice {
  id: number;
  quality: QualityGrade;
  amount: number;
}

export async function selectGradePrices(
  db: Db,
  priceListId: number,
  colourId: number,
): Promise<GradePrice[]> {
  return db
    .selectFrom('buyout_prices')
    .select(['id', 'quality', 'amount'])
    .where('price_list_id', '=', priceListId)
    .where('model_colour_id', '=', colourId)
    .execute();
}

/** The condition questions of a product type, with their choices, in the order they are asked. */
export async function selectConditions(
  db: Db,
  shop: ShopCode,
  productTypeId: number,
): Promise<DeviceCondition[]> {
  const rows = await db
    .selectFrom('buyout_conditions as c')
    .innerJoin('buyout_condition_texts as ct', (join) =>
      join.onRef('ct.condition_id', '=', 'c.id').on('ct.shop', '=', shop),
    )
    .innerJoin('buyout_condition_choices as ch', 'ch.condition_id', 'c.id')
    .innerJoin('buyout_choice_texts as cht', (join) =>
      join.onRef('cht.choice_id', '=', 'ch.id').on('cht.shop', '=', shop),
    )
    .select([
      'c.id as conditionId',
      'c.type',
      'ct.name',
      'ct.help',
      'ch.id as choiceId',
      'ch.quality',
      'cht.label',
      'cht.price_correction as priceCorrection',
    ])
    .where('c.product_type_id', '=', productTypeId)
    .orderBy('c.position')
    .orderBy('ch.position')
    .execute();
  const conditions: DeviceCondition[] = [];
  for (const row of rows) {
    let condition = conditions.at(-1);
    if (condition?.id !== row.conditionId) {
      condition = { id: row.conditionId, name: row.name, help: row.help, type: row.type, choices: [] };
      conditions.push(condition);
    }
    const choice: ConditionChoice = {
      id: row.choiceId,
      label: row.label,
      quality: row.quality,
      price_correction: row.priceCorrection,
    };
    condition.choices.push(choice);
  }
  return conditions;
}
