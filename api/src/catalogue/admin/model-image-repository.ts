import type { ShopCode } from 'shared-domain';
import type { Db } from '../../platform/db/schema.ts';

// A master product's images (model_images) in order, with their alt texts in the shop's language.

/** The images in order: what the detail shows and what the images tab's save compares against. */
export function findModelImageList(trx: Db, shop: ShopCode, modelId: number) {
  return trx
    .selectFrom('model_images as i')
    .leftJoin('model_image_texts as t', (join) =>
      join.onRef('t.image_id', '=', 'i.id').on('t.shop', '=', shop),
    )
    .select(['i.id', 'i.upload_id as uploadId', 't.alt'])
    .where('i.model_id', '=', modelId)
    .orderBy('i.position')
    .orderBy('i.id')
    .execute();
}

export function findUploadMime(trx: Db, uploadId: string) {
  return trx.selectFrom('uploads').select('mime').where('id', '=', uploadId).executeTakeFirst();
}

export async function deleteModelImages(trx: Db, ids: readonly number[]): Promise<void> {
  await trx.deleteFrom('model_images').where('id', 'in', ids).execute();
}

export function insertModelImage(trx: Db, modelId: number, uploadId: string, position: number) {
  return trx
    .insertInto('model_images')
    .values({ model_id: modelId, upload_id: uploadId, position })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function updateModelImagePosition(trx: Db, imageId: number, position: number): Promise<void> {
  await trx.updateTable('model_images').set({ position }).where('id', '=', imageId).execute();
}

export async function upsertModelImageAlt(
  trx: Db,
  shop: ShopCode,
  imageId: number,
  alt: string,
): Promise<void> {
  await trx
    .insertInto('model_image_texts')
    .values({ image_id: imageId, shop, alt })
    .onConflict((conflict) => conflict.columns(['image_id', 'shop']).doUpdateSet({ alt }))
    .execute();
}
