import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import type { ShopCode } from 'shared-domain';
import type { ImportRun, OrderInvoices } from 'shared-domain/contracts/staff.ts';
import { type JsonResponse, logIn, request } from '../../test-support/http.ts';
import { withFreshApp } from '../../test-support/test-app.ts';
import { jobQueuesSettled } from '../../test-support/test-job-queues.ts';
import { cartWith, orderBody, orderRow, placeOrder, stockedProduct } from '../order-test-support.ts';

// The invoice price import through the CSV import pipeline: refused whole when any invoice's
// prices are not its order's, else the prices are recorded on the invoices.

const dataDir = mkdtempSync(join(tmpdir(), 'api-invoice-import-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));
const api = withFreshApp(['cz', 'ro'], { config: { dataDir } });
const IMPORTS = '/api/new/admin/imports';
const staff: Record<ShopCode, string> = { cz: '', ro: '' };
let skip = 0;

/** A paid order with its invoice created: its invoice number, total and VAT. */
async function invoicedOrder(shop: ShopCode) {
  const range: [number, number] = shop === 'cz' ? [300_000, 3_000_000] : [50_000, 600_000];
  const product = await stockedProduct(api.db, shop, 5, range, skip++);
  const sid = await cartWith(api.apps[shop].url, product.id);
  const { body } = await placeOrder(api.apps[shop].url, sid, orderBody(shop, { type_payment: 'card' }));
  const [path, query] = String(body.paymentUrl).split('?');
  const approved = await fetch(`${api.apps[shop].url}${path}/approve?${query}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  assert.equal(approved.status, 303);
  await jobQueuesSettled();
  const row = await orderRow(api.db, body.number);
  assert.ok(row.invoice_number);
  return {
    number: body.number as string,
    invoice: row.invoice_number,
    total: row.total_amount,
    vat: row.vat_amount,
  };
}

const major = (minor: number) => (minor / 100).toFixed(2);

async function upload(shop: ShopCode, csv: string, kind = 'invoice-prices'): Promise<JsonResponse> {
  const form = new FormData();
  form.append('file', new Blob([csv]), 'faktury.csv');
  const response = await fetch(`${api.apps[shop].url}${IMPORTS}?kind=${kind}`, {
    method: 'POST',
    headers: { cookie: `sid=${staff[shop]}` },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

async function dryRun(shop: ShopCode, csv: string): Promise<ImportRun> {
  const started = await upload(shop, csv);
  assert.equal(started.status, 202, JSON.stringify(started.body));
  await jobQueuesSettled();
  const run = await request<ImportRun>(`${api.apps[shop].url}${IMPORTS}/${started.body.jobId}`, {
    sid: staff[shop],
  });
  assert.equal(run.status, 200);
  assert.equal(run.body.dryRun.status, 'done', run.body.dryRun.error ?? '');
  return run.body;
}

const applyOf = (shop: ShopCode, run: ImportRun) =>
  request(`${api.apps[shop].url}${IMPORTS}/${run.id}/apply`, { method: 'POST', sid: staff[shop] });

async function invoiceOf(shop: ShopCode, number: string) {
  const response = await request<OrderInvoices>(
    `${api.apps[shop].url}/api/new/admin/orders/${number}/invoices`,
    {
      sid: staff[shop],
    },
  );
  assert.equal(response.status, 200);
  return response.body.invoice;
}

describe('invoice price import: staff sessions', () => {
  test('staff of both shops log in', async () => {
    staff.cz = await logIn(api.apps.cz.url, 'admin@example.cz');
    staff.ro = await logIn(api.apps.ro.url, 'admin@example.ro');
  });
});

describe('invoice price import: refused whole', () => {
  test('cz: one wrong total refuses the file with the invoices listed; nothing is recorded', async () => {
    const right = await invoicedOrder('cz');
    const wrong = await invoicedOrder('cz');
    const wrongVat = await invoicedOrder('cz');
    const csv = [
      'invoice;total;vat',
      `${right.invoice};${major(right.total)};${major(right.vat)}`,
      `${wrong.invoice};${major(wrong.total + 100)};`,
      `${wrongVat.invoice};${major(wrongVat.total)};${major(wrongVat.vat + 1)}`,
    ].join('\r\n');
    const run = await dryRun('cz', csv);
    assert.deepEqual(run.dryRun.outcome?.refusal, {
      code: 'invoice_prices_incorrect',
      message: 'Ceny těchto faktur jsou nesprávné, a\u00a0proto je nelze importovat.',
      keys: [wrong.invoice, wrongVat.invoice],
    });
    assert.equal(run.dryRun.outcome?.summary.errors, 2);
    assert.deepEqual(
      run.dryRun.outcome?.errors.map((e) => [e.row, e.column, e.message]),
      [
        [3, 'total', 'Cena neodpovídá objednávce.'],
        [4, 'vat', 'Cena neodpovídá objednávce.'],
      ],
    );
    const apply = await applyOf('cz', run);
    assert.equal(apply.status, 409);
    assert.equal(apply.body.code, 'invoice_prices_incorrect');
    assert.equal(
      apply.body.message,
      `Ceny těchto faktur jsou nesprávné, a\u00a0proto je nelze importovat. ${wrong.invoice}, ${wrongVat.invoice}`,
    );
    for (const order of [right, wrong, wrongVat]) {
      const invoice = await invoiceOf('cz', order.number);
      assert.equal(invoice.importedTotal, null, 'nothing of the file was recorded');
    }
  });

  test('ro: the refusal is in Romanian', async () => {
    const wrong = await invoicedOrder('ro');
    const run = await dryRun('ro', `invoice,total\r\n${wrong.invoice},${major(wrong.total - 1)}\r\n`);
    assert.equal(
      run.dryRun.outcome?.refusal?.message,
      'Prețurile acestor facturi sunt incorecte și de aceea nu pot fi importate.',
    );
    const apply = await applyOf('ro', run);
    assert.equal(apply.status, 409);
    assert.match(
      apply.body.message,
      new RegExp(`^Prețurile acestor facturi sunt incorecte.* ${wrong.invoice}$`),
    );
  });
});

describe('invoice price import: accepted', () => {
  test('matching prices are recorded on the invoices, audited once; importing again changes nothing', async () => {
    const first = await invoicedOrder('cz');
    const second = await invoicedOrder('cz');
    const csv = `invoice,total,vat\r\n${first.invoice},${major(first.total)},${major(first.vat)}\r\n${second.invoice},"${major(second.total).replace('.', ',')}",\r\n`;
    const run = await dryRun('cz', csv);
    assert.equal(run.dryRun.outcome?.refusal ?? null, null);
    assert.deepEqual(run.dryRun.outcome?.summary, {
      rows: 2,
      toCreate: 2,
      toChange: 0,
      unchanged: 0,
      errors: 0,
    });
    const apply = await applyOf('cz', run);
    assert.equal(apply.status, 202, JSON.stringify(apply.body));
    await jobQueuesSettled();
    for (const order of [first, second]) {
      const invoice = await invoiceOf('cz', order.number);
      assert.deepEqual(invoice.importedTotal, { amount: order.total, currency: 'CZK' });
      assert.ok(invoice.importedAt);
    }
    const history = await request(`${api.apps.cz.url}/api/new/admin/history/import/${run.id}`, {
      sid: staff.cz,
    });
    assert.equal(history.status, 200);
    assert.deepEqual(
      history.body.items.map((item: { action: string }) => item.action),
      ['apply', 'upload'],
    );

    const again = await dryRun('cz', csv);
    assert.deepEqual(again.dryRun.outcome?.summary, {
      rows: 2,
      toCreate: 0,
      toChange: 0,
      unchanged: 2,
      errors: 0,
    });
  });

  test('an unknown invoice number is a row error, not a refusal; invoices of the other shop are unknown', async () => {
    const known = await invoicedOrder('cz');
    const other = await invoicedOrder('ro');
    const run = await dryRun(
      'cz',
      `invoice,total\r\n${known.invoice},${major(known.total)}\r\nFA-CZ26999999,100\r\n${other.invoice},${major(other.total)}\r\n`,
    );
    assert.equal(run.dryRun.outcome?.refusal ?? null, null);
    assert.deepEqual(
      run.dryRun.outcome?.errors.map((e) => [e.row, e.column, e.message]),
      [
        [3, 'invoice', 'Faktura s\u00a0tímto číslem v\u00a0tomto obchodě neexistuje.'],
        [4, 'invoice', 'Faktura s\u00a0tímto číslem v\u00a0tomto obchodě neexistuje.'],
      ],
    );
    assert.equal((await applyOf('cz', run)).status, 202);
    await jobQueuesSettled();
    assert.deepEqual((await invoiceOf('cz', known.number)).importedTotal, {
      amount: known.total,
      currency: 'CZK',
    });
    assert.equal((await invoiceOf('ro', other.number)).importedTotal, null);
  });

  test('400 for a file without the required columns, or not a CSV', async () => {
    const missing = await upload('cz', 'invoice;price\r\nFA-CZ26000001;100\r\n');
    assert.equal(missing.status, 400);
    assert.equal(missing.body.code, 'csv_columns_missing');
    assert.match(missing.body.message, /total/);
    const badKind = await upload('cz', 'invoice,total\r\n', 'invoices');
    assert.equal(badKind.status, 400);
    const form = new FormData();
    form.append('file', new Blob([Buffer.from([0x89, 0x50, 0x4e, 0x47])]), 'faktury.png');
    const png = await fetch(`${api.apps.cz.url}${IMPORTS}?kind=invoice-prices`, {
      method: 'POST',
      headers: { cookie: `sid=${staff.cz}` },
      body: form,
    });
    assert.equal(png.status, 400);
    assert.equal(((await png.json()) as { code: string }).code, 'csv_required');
  });
});
