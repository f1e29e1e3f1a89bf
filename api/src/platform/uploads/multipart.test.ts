import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import express from 'express';
import sharp from 'sharp';
import { AppError, errorHandler } from '../errors.ts';
import { createLogger } from '../logger.ts';
import { fileKindOf } from './file-kind.ts';
import { readUploadedFile } from './multipart.ts';

async function imageOf(format: 'jpeg' | 'png' | 'webp' | 'avif' | 'gif'): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
    .toFormat(format)
    .toBuffer();
}

describe('the kind of a file is read from its bytes', () => {
  test('images of every accepted format', async () => {
    for (const format of ['jpeg', 'png', 'webp', 'avif', 'gif'] as const)
      assert.equal(fileKindOf(await imageOf(format)), format, format);
  });

  test('documents: pdf, doc, docx; text as csv', () => {
    assert.equal(fileKindOf(Buffer.from('%PDF-1.7\n...')), 'pdf');
    assert.equal(fileKindOf(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])), 'doc');
    const docx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....word/document.xml')]);
    assert.equal(fileKindOf(docx), 'docx');
    assert.equal(fileKindOf(Buffer.from('kód,název\r\nA1,Žlutý kůň\r\n')), 'csv');
  });

  test('nothing else: binary junk, invalid UTF-8, NUL bytes, other ZIPs, empty', () => {
    assert.equal(fileKindOf(Buffer.from([0xff, 0xfe, 0x00, 0x41])), undefined);
    assert.equal(fileKindOf(Buffer.from([0x41, 0xc3, 0x28])), undefined, 'invalid UTF-8');
    assert.equal(fileKindOf(Buffer.from('a,b\0c')), undefined, 'a NUL byte');
    assert.equal(fileKindOf(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])), undefined, 'a plain ZIP');
    assert.equal(fileKindOf(Buffer.alloc(0)), undefined);
  });
});

// biome-ignore lint/suspicious/noExplicitAny: tests read answers field by field
const bodyOf = (response: Response): Promise<any> => response.json();

describe('readUploadedFile', () => {
  let url = '';
  let server: ReturnType<ReturnType<typeof express>['listen']>;
  before(async () => {
    const app = express();
    // As in the api: the JSON parser runs on every request and must leave multipart alone.
    app.use(express.json());
    app.post('/images', async (req, res) => {
      const { file, fields } = await readUploadedFile(req, { maxBytes: 1000, accept: ['png', 'jpeg'] });
      res.json({ kind: file.kind, mime: file.mime, size: file.bytes.length, name: file.filename, fields });
    });
    app.post('/csv', async (req, res) => {
      const { file } = await readUploadedFile(req, {
        maxBytes: 1000,
        accept: ['csv'],
        onWrongKind: () => new AppError('validation', 'invalid_body', 400, 'Only CSV files are allowed.'),
      });
      res.json({ kind: file.kind });
    });
    app.use(errorHandler(createLogger('silent'), 'cs-CZ'));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function form(
    bytes: Buffer | undefined,
    name = 'photo.png',
    fields: Record<string, string> = {},
  ): FormData {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.append(key, value);
    if (bytes) body.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
    return body;
  }

  test('answers the sniffed kind and the text fields', async () => {
    const png = await imageOf('png');
    const response = await fetch(`${url}/images`, {
      method: 'POST',
      body: form(png, 'fotka.png', { alt: 'Kůň' }),
    });
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), {
      kind: 'png',
      mime: 'image/png',
      size: png.length,
      name: 'fotka.png',
      fields: { alt: 'Kůň' },
    });
  });

  test('a file whose bytes are not of an accepted kind is refused whatever its name and type', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const response = await fetch(`${url}/images`, { method: 'POST', body: form(html, 'photo.png') });
    assert.equal(response.status, 400);
    assert.equal((await bodyOf(response)).code, 'unsupported_file_type');
    const gif = await fetch(`${url}/images`, { method: 'POST', body: form(await imageOf('gif')) });
    assert.equal((await bodyOf(gif)).code, 'unsupported_file_type', 'a real image of a kind not accepted');
  });

  test('the caller words a wrong kind its own way', async () => {
    const response = await fetch(`${url}/csv`, { method: 'POST', body: form(await imageOf('png'), 'a.csv') });
    assert.equal(response.status, 400);
    assert.equal((await bodyOf(response)).message, 'Only CSV files are allowed.');
    const csv = await fetch(`${url}/csv`, {
      method: 'POST',
      body: form(Buffer.from('a,b\r\n1,2\r\n'), 'a.csv'),
    });
    assert.deepEqual(await bodyOf(csv), { kind: 'csv' });
  });

  test('no file, an empty file, or no multipart body at all: 400 file_required', async () => {
    for (const body of [form(undefined, 'x', { alt: 'x' }), form(Buffer.alloc(0))]) {
      const response = await fetch(`${url}/images`, { method: 'POST', body });
      assert.equal(response.status, 400);
      assert.equal((await bodyOf(response)).code, 'file_required');
    }
    const json = await fetch(`${url}/images`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"file":"x"}',
    });
    assert.equal((await bodyOf(json)).code, 'file_required');
  });

  test('a file over the limit: 413 payload_too_large, declared or streamed', async () => {
    const big = Buffer.concat([await imageOf('png'), Buffer.alloc(5000)]);
    const response = await fetch(`${url}/images`, { method: 'POST', body: form(big) });
    assert.equal(response.status, 413);
    assert.equal((await bodyOf(response)).code, 'payload_too_large');
    const huge = await fetch(`${url}/images`, { method: 'POST', body: form(Buffer.alloc(2_000_000, 1)) });
    assert.equal(huge.status, 413);
  });

  test('a broken multipart body: 400, never a 5xx', async () => {
    const response = await fetch(`${url}/images`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nabc',
    });
    assert.equal(response.status, 400);
  });
});
