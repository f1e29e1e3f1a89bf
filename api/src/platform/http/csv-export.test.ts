import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import express from 'express';
import { attachmentDisposition, csvCell, csvLine, sendCsv } from './csv-export.ts';

describe('csv cells', () => {
  test('plain values pass as they are; empty for null and undefined; dates as ISO', () => {
    assert.equal(csvCell('Příliš žluťoučký kůň'), 'Příliš žluťoučký kůň');
    assert.equal(csvCell(42), '42');
    assert.equal(csvCell(null), '');
    assert.equal(csvCell(undefined), '');
    assert.equal(csvCell(new Date('2026-11-26T10:00:00Z')), '2026-11-26T10:00:00.000Z');
  });

  test('RFC 4180 quoting: commas, quotes and line breaks are quoted, inner quotes doubled', () => {
    assert.equal(csvCell('a,b'), '"a,b"');
    assert.equal(csvCell('say "hi"'), '"say ""hi"""');
    assert.equal(csvCell('two\nlines'), '"two\nlines"');
  });

  test('cells a spreadsheet would run as a formula are prefixed with an apostrophe', () => {
    assert.equal(csvCell('=HYPERLINK("http://evil")'), `"'=HYPERLINK(""http://evil"")"`);
    assert.equal(csvCell('+420 123'), "'+420 123");
    assert.equal(csvCell('-1+1'), "'-1+1");
    assert.equal(csvCell('@SUM(A1)'), "'@SUM(A1)");
    assert.equal(csvCell('\tx'), "'\tx");
    assert.equal(csvCell('\rx'), `"'\rx"`);
    assert.equal(csvCell(-5), '-5', 'a negative number is data');
  });

  test('a line ends with CRLF', () => {
    assert.equal(csvLine(['a', 1, null]), 'a,1,\r\n');
  });

  test('the file name is given plain for old clients and exactly as RFC 5987', () => {
    assert.equal(
      attachmentDisposition('produkty-žluté "x".csv'),
      `attachment; filename="produkty-zlute _x_.csv"; filename*=UTF-8''produkty-%C5%BElut%C3%A9%20%22x%22.csv`,
    );
  });
});

describe('sendCsv through an express app', () => {
  let url = '';
  let server: ReturnType<ReturnType<typeof express>['listen']>;
  before(async () => {
    const app = express();
    app.get('/small', async (_req, res) => {
      await sendCsv(res, {
        filename: 'kategorie.csv',
        header: ['id', 'název'],
        rows: [
          [1, 'Mobilní telefony'],
          [2, '=1+1'],
        ],
      });
    });
    app.get('/big', async (_req, res) => {
      async function* rows() {
        for (let i = 0; i < 20_000; i += 1) yield [i, 'x'.repeat(100)];
      }
      await sendCsv(res, { filename: 'big.csv', header: ['n', 'text'], rows: rows() });
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('answers a UTF-8 CSV download with a BOM, the header and the rows', async () => {
    const response = await fetch(`${url}/small`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'text/csv; charset=utf-8');
    assert.match(response.headers.get('content-disposition') ?? '', /^attachment; filename="kategorie.csv"/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    assert.deepEqual([...bytes.slice(0, 3)], [0xef, 0xbb, 0xbf], 'UTF-8 BOM');
    assert.equal(
      new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes),
      "\uFEFFid,název\r\n1,Mobilní telefony\r\n2,'=1+1\r\n",
    );
  });

  test('streams a large export completely, row after row', async () => {
    const text = await (await fetch(`${url}/big`)).text();
    const lines = text.split('\r\n');
    assert.equal(lines.length, 20_002, 'header, 20 000 rows and the empty rest after the last CRLF');
    assert.equal(lines[20_000], `19999,${'x'.repeat(100)}`);
  });
});
