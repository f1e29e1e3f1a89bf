import type { ImagesPatch, ShopCode } from 'shared-domain';
import { shops } from 'shared-domain';
import { uploadUrl } from 'shared-domain/image-variants.ts';
import { formatValidationMessage } from 'shared-domain/validation';
import { recordStaffChange, type StaffActor } from '../../platform/audit/audit-trail.ts';
import type { Db } from '../../platform/db/schema.ts';
import { invalidField } from './master-product-version.ts';
import {
  deleteModelImages,
  findModelImageList,
  findUploadMime,
  insertModelImage,
  updateModelImagePosition,
  upsertModelImageAlt,
} from './model-image-repository.ts';

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
  const before = await findModelImageList(trx, shop, modelId);
  const locale = shops[shop].locale;
  for (const [index, image] of images.entries()) {
    if (image.id !== undefined && !before.some((row) => row.id === image.id))
      throw invalidField(shop, `images.${index}.id`, formatValidationMessage(locale, 'required'));
    if (image.uploadId !== undefined) {
      const upload = await findUploadMime(trx, image.uploadId);
      if (!upload?.mime.startsWith('image/'))
        throw invalidField(shop, `images.${index}.uploadId`, formatValidationMessage(locale, 'required'));
    }
  }
  const kept = new Set(images.flatMap((image) => (image.id === undefined ? [] : [image.id])));
  const removed = before.filter((row) => !kept.has(row.id)).map((row) => row.id);
  if (removed.length > 0) await deleteModelImages(trx, removed);
  for (const [position, image] of images.entries()) {
    let imageId = image.id;
    if (imageId === undefined) {
      ({ id: imageId } = await insertModelImage(trx, modelId, image.uploadId as string, position));
    } else {
      await updateModelImagePosition(trx, imageId, position);
    }
    await upsertModelImageAlt(trx, shop, imageId, image.alt);
  }
  const after = await findModelImageList(trx, shop, modelId);
  await recordStaffChange(trx, shop, actor, {
    entity: 'master-product',
    entityId: modelId,
    action: 'update-images',
    before,
    after,
  });
}
