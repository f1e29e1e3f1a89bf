import { imageVariantMime, type parseImageVariant } from 'shared-domain/image-variants.ts';
import { originalKeyOf, resizedImage, variantKeyOf } from './image-uploads.ts';
import type { UploadStore } from './upload-store.ts';

export type RequestedVariant = NonNullable<ReturnType<typeof parseImageVariant>>;

/**
 * The bytes of an uploaded image in the size asked for. A size asked for the first time is made
 * from the original and kept, so it is resized once. Undefined when the file is gone.
 */
export async function imageVariantOf(
  store: UploadStore,
  id: string,
  variant: RequestedVariant,
  originalMime: string,
): Promise<{ bytes: Buffer; mime: string } | undefined> {
  if (variant.kind === 'original') {
    const bytes = await store.get(originalKeyOf(id));
    return bytes ? { bytes, mime: originalMime } : undefined;
  }
  const key = variantKeyOf(id, `w${variant.width}.${variant.format}`);
  const mime = imageVariantMime[variant.format];
  let bytes = await store.get(key);
  if (!bytes) {
    const original = await store.get(originalKeyOf(id));
    if (original) {
      bytes = await resizedImage(original, variant.width, variant.format);
      await store.put(key, bytes, mime);
    }
  }
  return bytes ? { bytes, mime } : undefined;
}
