import { uploadedImageSchema } from 'shared-domain/contracts/staff.ts';
import { parseImageVariant } from 'shared-domain/image-variants.ts';
import { staffActorOf } from '../audit/audit-trail.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { ApiRoutes } from '../http/api-routes.ts';
import { noStore } from '../http/no-store.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { imageKinds } from './file-kind.ts';
import { storeUploadedImage } from './image-uploads.ts';
import { imageVariantOf } from './image-variant.ts';
import { readUploadedFile } from './multipart.ts';
import { findUpload } from './upload-repository.ts';
import { type UploadStore, uploadStoreOf } from './upload-store.ts';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** A variant's URL names its upload and size, and an upload never changes: cached for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Staff upload images; anyone may load them, in their original or a responsive size. */
export function uploadRoutes(deps: {
  db: Db;
  config: Config;
  jobs: JobQueue;
  /** Tests pass their own; by default the config's (DATA_DIR/uploads or S3). */
  store?: UploadStore;
}): ApiRoutes {
  const { db, config } = deps;
  const store = deps.store ?? uploadStoreOf(config);
  const routes = new ApiRoutes();
  routes.router.use('/api/new/admin/uploads', noStore);

  routes.add(
    {
      method: 'post',
      path: '/api/new/admin/uploads',
      summary:
        'Upload an image (multipart/form-data, field `file`, at most 10 MB; JPEG, PNG, WebP, AVIF or GIF, checked from its bytes)',
      tag: 'admin',
      access: ['staff'],
      responses: { 201: { description: 'The stored image', schema: uploadedImageSchema } },
      errors: {
        400: 'No file (`file_required`) or not an image of an accepted kind (`unsupported_file_type`)',
        413: 'Over 10 MB (`payload_too_large`)',
      },
    },
    async (req, res) => {
      const { file } = await readUploadedFile(req, { maxBytes: MAX_IMAGE_BYTES, accept: imageKinds });
      const image = await storeUploadedImage(db, store, {
        file,
        shop: config.shop,
        actor: staffActorOf(req),
      });
      res.status(201).json(image);
    },
  );

  routes.add(
    {
      method: 'get',
      path: '/api/new/uploads/:id/:variant',
      summary: 'An uploaded image: `original` or a responsive size `w{320|640|1024}.{avif|webp|jpeg}`',
      tag: 'uploads',
      access: 'public',
      responses: {
        200: {
          description: 'The image',
          headers: { 'Cache-Control': IMMUTABLE, ETag: 'Of the upload and size' },
        },
        304: { description: 'Not modified (If-None-Match)' },
      },
      errors: { 404: 'No such upload or size (`upload_not_found`)' },
    },
    async (req, res) => {
      const id = String(req.params.id);
      const variant = parseImageVariant(String(req.params.variant));
      if (!UUID.test(id) || !variant) throw notFound('upload_not_found');
      const upload = await findUpload(db, id);
      if (!upload?.mime.startsWith('image/')) throw notFound('upload_not_found');
      const etag = `"${upload.sha256.slice(0, 32)}-${req.params.variant}"`;
      res.set({ 'Cache-Control': IMMUTABLE, ETag: etag, 'X-Content-Type-Options': 'nosniff' });
      if (req.get('if-none-match') === etag) return void res.status(304).end();

      const image = await imageVariantOf(store, id, variant, upload.mime);
      if (!image) throw notFound('upload_not_found');
      res.status(200).type(image.mime).send(image.bytes);
    },
  );

  return routes;
}
