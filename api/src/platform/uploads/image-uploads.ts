import { createHash, randomUUID } from 'node:crypto';
import type { ShopCode } from 'shared-domain';
import type { UploadedImage } from 'shared-domain/contracts/staff.ts';
import { type ImageVariantFormat, type ImageVariantWidth, uploadUrl } from 'shared-domain/image-variants.ts';
import sharp from 'sharp';
import { recordStaffChange, type StaffActor } from '../audit/audit-trail.ts';
import type { Db } from '../db/schema.ts';
import { CodedError } from '../errors.ts';
import type { UploadedFile } from './multipart.ts';
import { insertUpload } from './upload-repository.ts';
import type { UploadStore } from './upload-store.ts';

// Staff upload product and category pictures once; the storefront shows them in the sizes and
// formats each browser takes best (shared-domain image-variants.ts), made from the original when
// first asked for and kept in the store from then on.

/** Far beyond any product photo (about 8000 × 6000), far below what would exhaust the memory. */
const MAX_INPUT_PIXELS = 50_000_000;
const QUALITY: Readonly<Record<ImageVariantFormat, number>> = { avif: 50, webp: 75, jpeg: 80 };

export const originalKeyOf = (uploadId: string) => `originals/${uploadId}`;
export const variantKeyOf = (uploadId: string, variant: string) => `variants/${uploadId}/${variant}`;

const imageOf = (bytes: Uint8Array) => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });

/**
 * Checks that the whole image decodes (the first bytes said it is one; a truncated or corrupted
 * file, or one too large to decode, is refused now rather than failing each time it is shown),
 * stores it and records it in the caller's transaction, audited.
 */
export async function storeUploadedImage(
  db: Db,
  store: UploadStore,
  upload: { file: UploadedFile; shop: ShopCode; actor: StaffActor },
): Promise<UploadedImage> {
  const { file } = upload;
  let size: { width: number; height: number };
  try {
    const metadata = await imageOf(file.bytes).metadata();
    await imageOf(file.bytes).stats(); // decodes every pixel
    // As shown: a phone photo taken upright is stored sideways with an EXIF orientation.
    size = metadata.autoOrient ?? { width: metadata.width, height: metadata.height };
  } catch {
    throw new CodedError('validation', 'unsupported_file_type', 400);
  }
  const id = randomUUID();
  await store.put(originalKeyOf(id), file.bytes, file.mime);
  const row = {
    id,
    sha256: createHash('sha256').update(file.bytes).digest('hex'),
    mime: file.mime,
    size_bytes: file.bytes.length,
    width: size.width,
    height: size.height,
    original_name: file.filename.slice(0, 255),
    created_by: upload.actor.id,
  };
  await db.transaction().execute(async (trx) => {
    await insertUpload(trx, row);
    await recordStaffChange(trx, upload.shop, upload.actor, {
      entity: 'upload',
      entityId: id,
      action: 'create',
      before: null,
      after: {
        mime: row.mime,
        sizeBytes: row.size_bytes,
        width: row.width,
        height: row.height,
        name: row.original_name,
      },
    });
  });
  return { id, mime: row.mime, width: row.width, height: row.height, url: uploadUrl(id, 'original') };
}

/** A smaller copy, upright, without the original's metadata (a photo's EXIF may carry GPS). */
export async function resizedImage(
  original: Uint8Array,
  width: ImageVariantWidth,
  format: ImageVariantFormat,
): Promise<Buffer> {
  return imageOf(original)
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .toFormat(format, { quality: QUALITY[format] })
    .toBuffer();
}
