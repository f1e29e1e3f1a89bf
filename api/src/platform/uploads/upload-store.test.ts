import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sha256Hex, signRequest } from './s3-signature.ts';
import { fileUploadStore, s3UploadStore, uploadStoreOf } from './upload-store.ts';

describe('the file-system upload store', () => {
  let root = '';
  before(async () => {
    root = await mkdtemp(join(tmpdir(), 'uploads-'));
  });
  after(() => rm(root, { recursive: true, force: true }));

  test('keeps bytes under their key, leaving no partial files behind', async () => {
    const store = fileUploadStore(root);
    await store.put('originals/abc-1', Buffer.from('hello'), 'text/plain');
    assert.equal((await store.get('originals/abc-1'))?.toString(), 'hello');
    assert.deepEqual(await readdir(join(root, 'originals')), ['abc-1']);
  });

  test('nothing stored: undefined', async () => {
    assert.equal(await fileUploadStore(root).get('originals/missing'), undefined);
  });

  test('a key that could leave the directory is refused', async () => {
    const store = fileUploadStore(root);
    for (const key of ['../etc/passwd', '/etc/passwd', 'a/../../b', ''])
      await assert.rejects(store.get(key), /unsafe upload key/, key);
  });

  test('DATA_DIR/uploads without S3 settings', async () => {
    const store = uploadStoreOf({ dataDir: root, s3: undefined });
    await store.put('x/y', Buffer.from('z'), 'text/plain');
    assert.equal((await fileUploadStore(join(root, 'uploads')).get('x/y'))?.toString(), 'z');
  });
});

describe('the S3 upload store', () => {
  const objects = new Map<string, { body: Buffer; type: string | undefined }>();
  const settings = {
    endpoint: '',
    bucket: 'shop-uploads',
    region: 'eu-central-1',
    accessKeyId: 'AKIDEXAMPLE',
    secretAccessKey: 'secret-example',
  };
  let server: Server;

  /** The signature the fake S3 expects: computed from what arrived, with the shared secret. */
  function expectedAuthorization(req: IncomingMessage, body: Buffer): string {
    const amzDate = String(req.headers['x-amz-date']);
    const now = new Date(
      amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
    );
    const headers: Record<string, string> = {};
    if (req.headers['content-type']) headers['content-type'] = req.headers['content-type'];
    return signRequest(
      { ...settings, service: 's3' },
      {
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', `http://${req.headers.host}`),
        headers,
        payloadHash: sha256Hex(body),
        now,
      },
    ).authorization;
  }

  before(async () => {
    server = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      if (req.headers.authorization !== expectedAuthorization(req, body)) {
        res.writeHead(403).end('SignatureDoesNotMatch');
        return;
      }
      const path = req.url ?? '';
      if (req.method === 'PUT') {
        objects.set(path, { body, type: req.headers['content-type'] });
        res.writeHead(200).end();
      } else {
        const object = objects.get(path);
        if (object) res.writeHead(200, { 'content-type': object.type }).end(object.body);
        else res.writeHead(404).end('NoSuchKey');
      }
    });
    server.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    settings.endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('PUTs and GETs objects path-style, signed', async () => {
    const store = s3UploadStore(settings);
    await store.put('originals/u-1', Buffer.from([1, 2, 3]), 'image/png');
    assert.deepEqual(objects.get('/shop-uploads/originals/u-1'), {
      body: Buffer.from([1, 2, 3]),
      type: 'image/png',
    });
    assert.deepEqual(await store.get('originals/u-1'), Buffer.from([1, 2, 3]));
  });

  test('a missing object is undefined; a refusal is an error', async () => {
    assert.equal(await s3UploadStore(settings).get('originals/none'), undefined);
    const wrongSecret = s3UploadStore({ ...settings, secretAccessKey: 'wrong' });
    await assert.rejects(wrongSecret.get('originals/u-1'), /answered 403/);
    await assert.rejects(wrongSecret.put('originals/u-2', Buffer.from('x'), 'text/plain'), /answered 403/);
  });

  test('chosen when the S3 settings are given', async () => {
    const store = uploadStoreOf({ dataDir: '/nonexistent', s3: settings });
    await store.put('originals/u-3', Buffer.from('s3'), 'text/plain');
    assert.equal(objects.get('/shop-uploads/originals/u-3')?.body.toString(), 's3');
  });
});
