import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { importColumns } from 'shared-domain/contracts/staff.ts';
import { countLines, readCsvHeader, readCsvRows } from './import-csv.ts';

const dir = mkdtempSync(join(tmpdir(), 'import-csv-'));
after(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

async function rowsOf(path: string, separator: ',' | ';') {
  const rows = [];
  for await (const row of readCsvRows(path, separator)) rows.push(row);
  return rows;
}

describe('the header of an import file', () => {
  test("Excel's Czech CSV: a BOM, `;` between cells, quoted and upper-case names", () => {
    const header = readCsvHeader(Buffer.from('\ufeff"Code"; PRICE ;note\r\nA;1;x\r\n'), importColumns.prices);
    assert.deepEqual(header, { separator: ';', columns: ['code', 'price', 'note'], missing: [] });
  });

  test('`,` between cells; the required columns it lacks are named, optional ones are not', () => {
    const header = readCsvHeader(Buffer.from('code,master,brand\n'), importColumns.products);
    assert.equal(header.separator, ',');
    assert.deepEqual(header.missing, ['condition', 'price']);
  });
});

describe('the rows of an import file', () => {
  test('are numbered as a spreadsheet shows them; quoted cells keep separators and line breaks', async () => {
    const path = file('quoted.csv', '\ufeffcode;price\r\n"A;1";"10,50"\r\n\r\n"B\r\nC";20\r\nD\r\n');
    const rows = await rowsOf(path, ';');
    assert.deepEqual(
      rows.map((row) => [row.row, row.values]),
      [
        [2, { code: 'A;1', price: '10,50' }],
        [3, { code: 'B\r\nC', price: '20' }],
        [4, { code: 'D', price: '' }],
      ],
    );
    assert.deepEqual(rows[0].raw, ['A;1', '10,50']);
  });

  test('are counted for the progress without parsing, a last line without its line end included', async () => {
    assert.equal(await countLines(file('three.csv', 'a\nb\nc')), 3);
    assert.equal(await countLines(file('two.csv', 'a\r\nb\r\n')), 2);
  });
});
