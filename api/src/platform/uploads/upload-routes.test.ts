import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { imageSourcesOf } from 'shared-domain/image-variants.ts';
import sharp from 'sharp';
import { type JsonResponse, logIn, request } from '../../test-support/http.ts';
import { withFreshApp } from '../../test-support/test-app.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'upload-routes-'));
const api = withFreshApp(['cz'], { config: { dataDir } });
after(() => rmSync(dataDir, { recursive: true, force: true }));

const uploadsUrl = () => `${api.url}/api/new/admin/uploads`;

function photo(width: number, height: number, format: 'jpeg' | 'png' | 'gif' = 'png'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#1a6' } })
    .toFormat(format)
    .toBuffer();
}

async function upload(sid: string | undefined, bytes: Buffer, name = 'telefon.png'): Promise<JsonResponse> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  const response = await fetch(uploadsUrl(), {
    method: 'POST',
    body: form,
    headers: sid ? { cookie: `sid=${sid}` } : {},
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

describe('POST /api/new/admin/uploads', () => {
  test('only staff upload: anonymous 401, customer and warehouse 403', async () => {
    const png = await photo(10, 10);
    assert.equal((await upload(undefined, png)).status, 401);
    for (const email of ['jana.novakova@example.cz', 'sklad@example.cz'])
      assert.equal((await upload(await logIn(api.url, email), png)).status, 403, email);
  });

  test('stores the image outside any web root, records and audits it, answers its size and URL', async () => {
    const sid = await logIn(api.url, 'admin@example.cz');
    const response = await upload(sid, await photo(1200, 800));
    assert.equal(response.status, 201);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    const { id } = response.body;
    assert.deepEqual(response.body, {
      id,
      mime: 'image/png',
      width: 1200,
      height: 800,
      url: `/api/new/uploads/${id}/original`,
    });
    assert.deepEqual(readdirSync(join(dataDir, 'uploads', 'originals')).includes(id), true);
    const row = await api.db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    assert.equal(row.original_name, 'telefon.png');
    assert.match(row.sha256, /^[0-9a-f]{64}$/);
    const history = await request(`${api.url}/api/new/admin/history/upload/${id}`, { sid });
    assert.equal(history.status, 200);
    assert.equal(history.body.items[0].actor, 'admin@example.cz');
    assert.equal(history.body.items[0].action, 'create');
    assert.equal(history.body.items[0].after.width, 1200);
  });

  test('refuses what is not an image by its bytes, whatever its name, and a broken image', async () => {
    const sid = await logIn(api.url, 'admin@example.cz');
    const script = await upload(sid, Buffer.from('<svg onload="alert(1)"></svg>'), 'photo.png');
    assert.equal(script.status, 400);
    assert.equal(script.body.code, 'unsupported_file_type');
    assert.equal(script.body.message, 'Tento typ souboru nelze nahrát.');
    const truncated = (await photo(400, 400, 'jpeg')).subarray(0, 300);
    assert.equal((await upload(sid, truncated, 'cut.jpg')).body.code, 'unsupported_file_type');
  });

  test('refuses a file over 10 MB with 413 and no file with 400', async () => {
    const sid = await logIn(api.url, 'admin@example.cz');
    const big = Buffer.concat([await photo(10, 10), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const tooBig = await upload(sid, big);
    assert.equal(tooBig.status, 413);
    assert.equal(tooBig.body.code, 'payload_too_large');
    const none = await request(uploadsUrl(), { sid, json: {} });
    assert.equal(none.status, 400);
    assert.equal(none.body.code, 'file_required');
  });
});

describe('GET /api/new/uploads/:id/:variant', () => {
  test('serves the original and responsive sizes, made once and cached for good', async () => {
    const sid = await logIn(api.url, 'admin@example.cz');
    const { id } = (await upload(sid, await photo(1200, 800))).body;
    const original = await fetch(`${api.url}/api/new/uploads/${id}/original`);
    assert.equal(original.status, 200);
    assert.equal(original.headers.get('content-type'), 'image/png');
    assert.equal(original.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal((await sharp(Buffer.from(await original.arrayBuffer())).metadata()).width, 1200);

    for (const [variant, mime, format] of [
      ['w320.avif', 'image/avif', 'heif'],
      ['w640.webp', 'image/webp', 'webp'],
      ['w1024.jpeg', 'image/jpeg', 'jpeg'],
    ] as const) {
      const response = await fetch(`${api.url}/api/new/uploads/${id}/${variant}`);
      assert.equal(response.status, 200, variant);
      assert.equal(response.headers.get('content-type'), mime, variant);
      const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      assert.equal(metadata.format, format, variant);
      assert.equal(metadata.width, Number(variant.slice(1, variant.indexOf('.'))), variant);
    }
    assert.ok(
      readdirSync(join(dataDir, 'uploads', 'variants', id)).includes('w640.webp'),
      'kept in the store',
    );
  });

  test('never enlarges a small image; answers 304 to its ETag', async () => {
    const sid = await logIn(api.url, 'admin@example.cz');
    const { id } = (await upload(sid, await photo(200, 100))).body;
    const url = `${api.url}${imageSourcesOf(id).src}`;
    const first = await fetch(url);
    assert.equal((await sharp(Buffer.from(await first.arrayBuffer())).metadata()).width, 200);
    const etag = first.headers.get('etag');
    assert.ok(etag);
    const again = await fetch(url, { headers: { 'if-none-match': etag } });
    assert.equal(again.status, 304);
  });

  test('an unknown upload or size is 404, whatever the strings', async () => {
    const sid = await logIn(api.url, 'admin@example.cz');
    const { id } = (await upload(sid, await photo(20, 20))).body;
    for (const path of [
      `${id}/w641.webp`,
      `${id}/w640.png`,
      `${id}/..%2F..%2Fetc`,
      '00000000-0000-0000-0000-000000000000/original',
      'not-a-uuid/original',
      "x'%20or%201=1/original",
    ]) {
      const response = await request(`${api.url}/api/new/uploads/${path}`);
      assert.equal(response.status, 404, path);
      assert.equal(response.body.code, 'upload_not_found', path);
    }
  });
});
