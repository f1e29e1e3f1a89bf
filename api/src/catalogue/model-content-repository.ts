import type { ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';

// What staff give a master product in the back office, in the shop's language: its attribute
// values, uploaded photos and SEO texts.

/** The master product's attribute values with their group, in the groups' and attributes' order. */
export async function selectModelParameters(db: Db, shop: ShopCode, modelId: number) {
  return db
    .selectFrom('model_attribute_values as v')
    .innerJoin('attributes as a', 'a.id', 'v.attribute_id')
    .innerJoin('attribute_texts as at', (join) =>
      join.onRef('at.attribute_id', '=', 'a.id').on('at.shop', '=', shop),
    )
    .innerJoin('attribute_groups as g', 'g.id', 'a.group_id')
    .innerJoin('attribute_group_texts as gt', (join) =>
      join.onRef('gt.group_id', '=', 'g.id').on('gt.shop', '=', shop),
    )
    .leftJoin('attribute_choice_texts as cht', (join) =>
      join.onRef('cht.choice_id', '=', 'v.choice_id').on('cht.shop', '=', shop),
    )
    .where('v.model_id', '=', modelId)
    .select([
      'g.code as groupCode',
      'gt.name as groupName',
      'a.code',
      'at.name',
      'a.value_type as type',
      'a.unit',
      'v.text_value as text',
      'v.number_value as number',
      'v.boolean_value as flag',
      'cht.name as choice',
    ])
    .orderBy('g.position')
    .orderBy('g.id')
    .orderBy('a.position')
    .orderBy('a.id')
    .execute();
}

/** The master product's uploaded photos in their order, with their size and alt text. */
export async function selectModelPhotos(db: Db, shop: ShopCode, modelId: number) {
  return db
    .selectFrom('model_images as mi')
    .innerJoin('uploads as u', 'u.id', 'mi.upload_id')
    .leftJoin('model_image_texts as mit', (join) =>
      join.onRef('mit.image_id', '=', 'mi.id').on('mit.shop', '=', shop),
    )
    .where('mi.model_id', '=', modelId)
    .select(['u.id as uploadId', 'u.width', 'u.height', 'mit.alt'])
    .orderBy('mi.position')
    .orderBy('mi.id')
    .execute();
}

export async function findModelSeoTexts(db: Db, shop: ShopCode, modelId: number) {
  return db
    .selectFrom('model_seo_texts')
    .where('model_id', '=', modelId)
    .where('shop', '=', shop)
    .select(['title', 'description', 'text'])
    .executeTakeFirst();
}
