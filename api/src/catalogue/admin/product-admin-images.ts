import type { ImagesPatch, ShopCode } from 'shared-domain';
import { shops } from 'shared-domain';
import { uploadUrl } from 'shared-domain/image-variants.ts';
import { formatValidationMessage } from 'shared-domain/validation';
import { recordStaffChange, type StaffActor } from '../../platform/audit/audit-trail.ts';
import type { Db } from '../../platform/db/schema.ts';
import { invalidField } from './master-product-version.ts';

// The images of a master product: uploads (POST /api/new/admin/uploads, the type checked from the
// bytes there) placed in order, each with an alt text in the shop's language. Saved as the whole
// ordered list: new entries name an upload, an image left out is removed from the product (its
// upload stays, it may be used elsewhere).

/** The original of an upload; the fronts derive its responsive sizes (image-variants.ts). */
export function uploadUrlOf(uploadId: string): string {
  return uploadUrl(uploadId, 'original');
}

export async function saveImages(
  trx: Db,
  shop: ShopCode,
  actor: StaffActor,
  modelId: number,
  images: ImagesPatch['images'],
): Promise<void> {
  const before = await imagesOf(trx, shop, modelId);
  const locale = shops[shop].locale;
  for (const [index, image] of images.entries()) {
    if (image.id !== undefined && !before.some((row) => row.id === image.id))
      throw invalidField(shop, `images.${index}.id`, formatValidationMessage(locale, 'required'));
    if (image.uploadId !== undefined) {
      const upload = await trx
        .selectFrom('uploads')
        .select('mime')
        .where('id', '=', image.uploadId)
        .executeTakeFirst();
      if (!upload?.mime.startsWith('image/'))
        throw invalidField(shop, `images.${index}.uploadId`, formatValidationMessage(locale, 'required'));
    }
  }
  const kept = new Set(images.flatMap((image) => (image.id === undefined ? [] : [image.id])));
  const removed = before.filter((row) => !kept.has(row.id)).map((row) => row.id);
  if (removed.length > 0) await trx.deleteFrom('model_images').where('id', 'in', removed).execute();
  for (const [position, image] of images.entries()) {
    let imageId = image.id;
    if (imageId === undefined) {
      ({ id: imageId } = await trx
        .insertInto('model_images')
        .values({ model_id: modelId, upload_id: image.uploadId as string, position })
        .returning('id')
        .executeTakeFirstOrThrow());
    } else {
      await trx.updateTable('model_images').set({ position }).where('id', '=', imageId).execute();
    }
    await trx
      .insertInto('model_image_texts')
      .values({ image_id: imageId, shop, alt: image.alt })
      .onConflict((conflict) => conflict.columns(['image_id', 'shop']).doUpdateSet({ alt: image.alt }))
      .execute();
  }
  const after = await imagesOf(trx, shop, modelId);
  await recordStaffChange(trx, shop, actor, {
    entity: 'master-product',
    entityId: modelId,
    action: 'update-images',
    before,
    after,
  });
}

async function imagesOf(trx: Db, shop: ShopCode, modelId: number) {
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
