import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Config, S3Settings } from '../config.ts';
import { sha256Hex, signRequest } from './s3-signature.ts';

// Where uploaded files and the variants made of them are kept: on the disk under
// `<DATA_DIR>/uploads` (outside anything a web server serves; files reach browsers only through
// the api's routes), or in an S3-compatible bucket when several api machines must share them.
// Keys are made by the api (`originals/<uuid>`), never taken from a request.

export interface UploadStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes, or undefined when nothing is stored under the key. */
  get(key: string): Promise<Buffer | undefined>;
}

/** Letters, digits and single `/`, `.`, `-`, `_` between them: no `..`, no absolute paths. */
const SAFE_KEY = /^[A-Za-z0-9]+(?:[/._-][A-Za-z0-9]+)*$/;

function checkedKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe upload key "${key}"`);
  return key;
}

export function uploadStoreOf(config: Pick<Config, 'dataDir' | 's3'>): UploadStore {
  return config.s3 ? s3UploadStore(config.s3) : fileUploadStore(join(config.dataDir, 'uploads'));
}

export function fileUploadStore(root: string): UploadStore {
  return {
    async put(key, bytes) {
      const path = join(root, checkedKey(key));
      await mkdir(dirname(path), { recursive: true });
      // Written aside and renamed: a reader never sees half a file, a crash leaves none.
      const partial = `${path}.${randomUUID()}.part`;
      await writeFile(partial, bytes);
      await rename(partial, path);
    },
    async get(key) {
      try {
        return await readFile(join(root, checkedKey(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
  };
}

/** Path-style addressing (`<endpoint>/<bucket>/<key>`), which AWS, MinIO and the others all take. */
export function s3UploadStore(settings: S3Settings, fetchImpl: typeof fetch = fetch): UploadStore {
  const signingKey = { ...settings, service: 's3' };
  const urlOf = (key: string) =>
    new URL(`${settings.endpoint}/${encodeURIComponent(settings.bucket)}/${checkedKey(key)}`);

  return {
    async put(key, bytes, contentType) {
      const url = urlOf(key);
      const headers = signRequest(signingKey, {
        method: 'PUT',
        url,
        headers: { 'content-type': contentType },
        payloadHash: sha256Hex(bytes),
        now: new Date(),
      });
      const { host: _host, ...sent } = headers; // fetch sets Host itself
      const response = await fetchImpl(url, { method: 'PUT', headers: sent, body: bytes });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`S3 PUT ${url.pathname} answered ${response.status}`);
    },
    async get(key) {
      const url = urlOf(key);
      const headers = signRequest(signingKey, {
        method: 'GET',
        url,
        headers: {},
        payloadHash: sha256Hex(''),
        now: new Date(),
      });
      const { host: _host, ...sent } = headers;
      const response = await fetchImpl(url, { headers: sent });
      if (response.status === 404) {
        await response.arrayBuffer();
        return undefined;
      }
      if (!response.ok) throw new Error(`S3 GET ${url.pathname} answered ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
  };
}
