import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { ImportRun } from 'shared-domain/contracts/staff.ts';
import { mailerOf } from '../../app.ts';
import { createLogger } from '../../platform/logger.ts';
import { type JsonResponse, logIn, request } from '../../test-support/http.ts';
import { testConfig, withFreshApp } from '../../test-support/test-app.ts';
import { jobQueuesSettled, useJobQueue } from '../../test-support/test-job-queues.ts';
import { importApplyJob } from './import-jobs.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'api-imports-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));
const api = withFreshApp(['cz', 'ro'] as const, { config: { dataDir } });

const IMPORTS = '/api/new/admin/imports';
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

let staff = '';
let staffRo = '';
/** Logs the staff of both shops in once, from the first suite's hook (the apps are up by then). */
async function logInStaff(): Promise<void> {
  staff ||= await logIn(api.url, 'admin@example.cz');
  staffRo ||= await logIn(api.apps.ro.url, 'admin@example.ro');
}

async function upload(
  kind: string,
  content: string | Buffer,
  options: { sid?: string; filename?: string; url?: string } = {},
): Promise<JsonResponse> {
  const form = new FormData();
  form.append('file', new Blob([content]), options.filename ?? `${kind}.csv`);
  const response = await fetch(`${options.url ?? api.url}${IMPORTS}?kind=${kind}`, {
    method: 'POST',
    headers: { cookie: `sid=${options.sid ?? staff}` },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

async function importOf(id: string, sid = staff, url = api.url): Promise<ImportRun> {
  await jobQueuesSettled();
  const response = await request<ImportRun>(`${url}${IMPORTS}/${id}`, { sid });
  assert.equal(response.status, 200, JSON.stringify(response.body));
  return response.body;
}

/** Uploads, waits for the dry run and answers the import. */
async function dryRun(kind: string, csv: string): Promise<ImportRun> {
  const started = await upload(kind, csv);
  assert.equal(started.status, 202, JSON.stringify(started.body));
  const run = await importOf(started.body.jobId);
  assert.equal(run.dryRun.status, 'done', run.dryRun.error ?? '');
  return run;
}

async function apply(run: ImportRun): Promise<ImportRun> {
  const response = await request(`${api.url}${IMPORTS}/${run.id}/apply`, { method: 'POST', sid: staff });
  assert.equal(response.status, 202, JSON.stringify(response.body));
  const applied = await importOf(run.id);
  assert.equal(applied.apply?.status, 'done', applied.apply?.error ?? '');
  return applied;
}

interface Seeded {
  id: number;
  code: string;
  seoName: string;
  amount: number;
}
async function pricedProducts(count: number, offset = 0): Promise<Seeded[]> {
  return (
    api.db
      .selectFrom('products as p')
      .innerJoin('product_prices as pp', (join) =>
        join.onRef('pp.product_id', '=', 'p.id').on('pp.shop', '=', 'cz'),
      )
      // without a time-limited offer, whose lower price the storefront would show instead
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(selectFrom('time_limited_offers as o').whereRef('o.product_id', '=', 'p.id').select('o.id')),
        ),
      )
      .select(['p.id', 'p.code', 'p.seo_name as seoName', 'pp.amount'])
      .orderBy('p.id')
      .offset(offset)
      .limit(count)
      .execute()
  );
}

async function priceOf(productId: number): Promise<number | undefined> {
  const row = await api.db
    .selectFrom('product_prices')
    .where('product_id', '=', productId)
    .where('shop', '=', 'cz')
    .select('amount')
    .executeTakeFirst();
  return row?.amount;
}

describe('who may import', () => {
  before(logInStaff);
  test('anonymous callers get 401; customers and the warehouse get 403 on every import route', async () => {
    const anonymous = await request(`${api.url}${IMPORTS}/00000000-0000-4000-8000-000000000000`);
    assert.equal(anonymous.status, 401);
    for (const email of ['jana.novakova@example.cz', 'sklad@example.cz']) {
      const sid = await logIn(api.url, email);
      const id = '00000000-0000-4000-8000-000000000000';
      assert.equal((await upload('prices', 'code,price\r\nX,1\r\n', { sid })).status, 403, email);
      assert.equal((await request(`${api.url}${IMPORTS}/${id}`, { sid })).status, 403, email);
      assert.equal(
        (await request(`${api.url}${IMPORTS}/${id}/apply`, { method: 'POST', sid })).status,
        403,
        email,
      );
      assert.equal((await request(`${api.url}${IMPORTS}/${id}/failed-rows.csv`, { sid })).status, 403, email);
    }
  });
});

describe('what file is accepted', () => {
  before(logInStaff);
  test('a PNG named .csv is refused as not CSV, read from its bytes, at the file field', async () => {
    const response = await upload('prices', PNG, { filename: 'ceny.csv' });
    assert.equal(response.status, 400);
    assert.equal(response.body.code, 'csv_required');
    assert.equal(response.body.message, 'Neplatný typ souboru. Povoleny jsou jen soubory CSV.');
    assert.deepEqual(response.body.errors, { form: { file: [response.body.message] } });
  });

  test('an .xlsx (a ZIP) is refused the same way; the Romanian shop says it in Romanian', async () => {
    const xlsx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('xl/workbook.xml')]);
    const response = await upload('prices', xlsx, {
      filename: 'preturi.xlsx',
      sid: staffRo,
      url: api.apps.ro.url,
    });
    assert.equal(response.status, 400);
    assert.equal(response.body.code, 'csv_required');
    assert.equal(response.body.message, 'Tip de fișier nevalid. Sunt permise doar fișiere CSV.');
  });

  test('a file without every required column is refused, naming the missing ones', async () => {
    const response = await upload('stock', 'code;qty\r\nA;1\r\n');
    assert.equal(response.status, 400);
    assert.equal(response.body.code, 'csv_columns_missing');
    assert.equal(response.body.message, 'Soubor neobsahuje všechny povinné sloupce. Chybí: store, quantity.');
    assert.deepEqual(response.body.errors, { form: { file: [response.body.message] } });
  });

  test('an unknown kind is a 400 at the query, not a 5xx', async () => {
    const response = await upload('customers', 'code,price\r\n');
    assert.equal(response.status, 400);
    assert.equal(response.body.code, 'invalid_request');
  });

  test('an unknown or malformed import id is a 404', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      assert.equal((await request(`${api.url}${IMPORTS}/${id}`, { sid: staff })).status, 404, id);
      const applied = await request(`${api.url}${IMPORTS}/${id}/apply`, { method: 'POST', sid: staff });
      assert.equal(applied.status, 404, id);
      assert.equal(applied.body.code, 'import_not_found');
    }
  });
});

describe('a price import', () => {
  let products: Seeded[] = [];
  let run: ImportRun;
  before(async () => {
    await logInStaff();
    products = await pricedProducts(3);
    const [changed, unchanged, repeated] = products;
    // Excel's Czech CSV: a BOM, `;` between cells, a decimal comma, CRLF.
    const csv = [
      '\ufeffCode;Price',
      `${changed.code};${changed.amount / 100 + 111},50`,
      `${unchanged.code};${unchanged.amount / 100}`,
      'NO-SUCH-CODE;100',
      `${repeated.code};-5`,
      `${changed.code};999`,
      '',
    ].join('\r\n');
    run = await dryRun('prices', csv);
  });

  test('the dry run counts what would change and lists each row error; nothing is written', async () => {
    assert.equal(run.kind, 'prices');
    assert.equal(run.fileName, 'prices.csv');
    assert.equal(run.dryRun.total, 5);
    assert.equal(run.dryRun.done, 5);
    assert.deepEqual(run.dryRun.outcome?.summary, {
      rows: 5,
      toCreate: 0,
      toChange: 1,
      unchanged: 1,
      errors: 3,
    });
    assert.deepEqual(run.dryRun.outcome?.errors, [
      { row: 4, column: 'code', value: 'NO-SUCH-CODE', message: 'Produkt s\u00a0tímto kódem neexistuje.' },
      {
        row: 5,
        column: 'price',
        value: '-5',
        message: 'Cena musí být kladné číslo s\u00a0nejvýše dvěma desetinnými místy.',
      },
      {
        row: 6,
        column: 'code',
        value: products[0].code,
        message: 'Stejný záznam už je v\u00a0souboru na řádku 2.',
      },
    ]);
    assert.equal(run.apply, null);
    assert.equal(await priceOf(products[0].id), products[0].amount, 'the dry run wrote nothing');
  });

  test('the failed rows download as CSV: the original columns and the error', async () => {
    const response = await fetch(`${api.url}${IMPORTS}/${run.id}/failed-rows.csv`, {
      headers: { cookie: `sid=${staff}` },
    });
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/csv/);
    const text = await response.text();
    const lines = text
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    assert.deepEqual(lines, [
      'Code,Price,chyba',
      'NO-SUCH-CODE,100,code: Produkt s\u00a0tímto kódem neexistuje.',
      `${products[2].code},'-5,price: Cena musí být kladné číslo s\u00a0nejvýše dvěma desetinnými místy.`,
      `${products[0].code},999,code: Stejný záznam už je v\u00a0souboru na řádku 2.`,
    ]);
  });

  test('applying writes the valid rows: the storefront shows the new price at once', async () => {
    const applied = await apply(run);
    assert.deepEqual(applied.apply?.outcome?.summary, {
      rows: 5,
      toCreate: 0,
      toChange: 1,
      unchanged: 1,
      errors: 3,
    });
    // progress: the 5 rows read, then the 1 change written
    assert.deepEqual([applied.apply?.done, applied.apply?.total], [6, 6]);
    const newAmount = products[0].amount + 11_150;
    assert.equal(await priceOf(products[0].id), newAmount);
    assert.equal(await priceOf(products[2].id), products[2].amount, 'a failed row is not applied');
    const page = await request(`${api.url}/api/new/catalogue/products/${products[0].seoName}`);
    assert.equal(page.status, 200);
    const variant = page.body.variants.find((v: { id: number }) => v.id === products[0].id);
    assert.deepEqual(variant.price, { amount: newAmount, currency: 'CZK' });
  });

  test("the import's history: who uploaded which file, then one apply row with the summary", async () => {
    const rows = await api.db
      .selectFrom('audit_log')
      .where('entity', '=', 'import')
      .where('entity_id', '=', run.id)
      .orderBy('id')
      .selectAll()
      .execute();
    assert.deepEqual(
      rows.map((row) => [row.action, row.actor_email]),
      [
        ['upload', 'admin@example.cz'],
        ['apply', 'admin@example.cz'],
      ],
    );
    assert.deepEqual(rows[0].after, { kind: 'prices', fileName: 'prices.csv' });
    assert.deepEqual(rows[1].after, {
      kind: 'prices',
      fileName: 'prices.csv',
      summary: { rows: 5, toCreate: 0, toChange: 1, unchanged: 1, errors: 3 },
      priceChanges: 1,
      sample: [{ code: products[0].code, before: products[0].amount, after: products[0].amount + 11_150 }],
    });
  });

  test('a second confirmation is refused; a retried apply job does not apply twice', async () => {
    const again = await request(`${api.url}${IMPORTS}/${run.id}/apply`, { method: 'POST', sid: staff });
    assert.equal(again.status, 409);
    assert.equal(again.body.code, 'import_already_applied');

    // The worker crashed after the commit, before it marked the run done: pg-boss hands the same
    // run, still running, to another attempt.
    const applyRunId = (await importOf(run.id)).apply?.jobId ?? '';
    await api.db.updateTable('job_runs').set({ status: 'running' }).where('id', '=', applyRunId).execute();
    await api.db
      .updateTable('product_prices')
      .set({ amount: 4_200 })
      .where('product_id', '=', products[0].id)
      .execute();
    const config = testConfig({ dataDir });
    const logger = createLogger('silent');
    const queue = await useJobQueue(api.db, config, mailerOf(config, logger), logger);
    try {
      await queue.jobs.enqueue(api.db, importApplyJob.type, { runId: applyRunId });
    } finally {
      await queue.release();
    }
    const retried = await importOf(run.id);
    assert.equal(retried.apply?.status, 'done');
    assert.deepEqual(retried.apply?.outcome?.summary, {
      rows: 5,
      toCreate: 0,
      toChange: 1,
      unchanged: 1,
      errors: 3,
    });
    const attempts = await api.db
      .selectFrom('job_runs')
      .where('id', '=', applyRunId)
      .select('attempts')
      .executeTakeFirst();
    assert.equal(attempts?.attempts, 2);
    assert.equal(await priceOf(products[0].id), 4_200, 'the retry wrote nothing');
    const applies = await api.db
      .selectFrom('audit_log')
      .where('entity_id', '=', run.id)
      .where('action', '=', 'apply')
      .select('id')
      .execute();
    assert.equal(applies.length, 1);
  });

  test("another shop does not see this shop's import", async () => {
    const response = await request(`${api.apps.ro.url}${IMPORTS}/${run.id}`, { sid: staffRo });
    assert.equal(response.status, 404);
  });
});

describe('a stock import', () => {
  before(logInStaff);
  test('sets pieces per product and store; unknown stores and bad quantities are row errors', async () => {
    const [product] = await pricedProducts(1, 5);
    const store = await api.db
      .selectFrom('stores')
      .where('shop', '=', 'cz')
      .select(['id', 'code'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const roStore = await api.db
      .selectFrom('stores')
      .where('shop', '=', 'ro')
      .select('code')
      .executeTakeFirstOrThrow();
    const run = await dryRun(
      'stock',
      `code,store,quantity\n${product.code},${store.code},17\n${product.code},${roStore.code},1\n${product.code},${store.code},2\nX,${store.code},1.5\n`,
    );
    assert.deepEqual(run.dryRun.outcome?.summary, {
      rows: 4,
      toCreate: (await stockOf(product.id, store.id)) === undefined ? 1 : 0,
      toChange: (await stockOf(product.id, store.id)) === undefined ? 0 : 1,
      unchanged: 0,
      errors: 3,
    });
    assert.deepEqual(
      run.dryRun.outcome?.errors.map((e) => [e.row, e.column]),
      [
        [3, 'store'],
        [4, 'store'],
        [5, 'quantity'],
      ],
    );
    await apply(run);
    assert.equal(await stockOf(product.id, store.id), 17);
  });
});

async function stockOf(productId: number, storeId: number): Promise<number | undefined> {
  const row = await api.db
    .selectFrom('stock')
    .where('product_id', '=', productId)
    .where('store_id', '=', storeId)
    .select('quantity')
    .executeTakeFirst();
  return row?.quantity;
}

describe('a products import', () => {
  before(logInStaff);
  test('creates variants of a master product and updates existing ones; the new one is sold', async () => {
    const existing = await api.db
      .selectFrom('products as p')
      .innerJoin('models as m', 'm.id', 'p.model_id')
      .innerJoin('manufacturers as mf', 'mf.id', 'm.manufacturer_id')
      .innerJoin('product_types as pt', 'pt.id', 'm.product_type_id')
      .innerJoin('product_prices as pp', (join) =>
        join.onRef('pp.product_id', '=', 'p.id').on('pp.shop', '=', 'cz'),
      )
      .leftJoin('model_colours as mc', 'mc.id', 'p.model_colour_id')
      .where('p.condition', '=', 'used')
      .select([
        'p.id',
        'p.code',
        'p.storage_gb',
        'p.quality_grade',
        'mc.code as colour',
        'm.id as modelId',
        'm.name as master',
        'mf.name as brand',
        'pt.code as type',
        'pp.amount',
      ])
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    const csv = [
      'code,master,brand,type,colour,storage,condition,quality,ean,price',
      `${existing.code},${existing.modelId},,,${existing.colour ?? ''},${existing.storage_gb ?? ''},used,${existing.quality_grade},99999999,${existing.amount / 100}`,
      `IMP-NEW-1,${existing.master},${existing.brand},${existing.type},${existing.colour ?? ''},${existing.storage_gb ?? ''},used,B,,1234`,
      'IMP-NEW-2,No Such Phone,,,,,used,A,,100',
      `IMP-NEW-3,${existing.modelId},,,,,used,,,100`,
      `IMP-NEW-4,${existing.modelId},,,,,new,,99999999,100`,
    ].join('\n');
    const run = await dryRun('products', csv);
    assert.deepEqual(run.dryRun.outcome?.summary, {
      rows: 5,
      toCreate: 1,
      toChange: 1,
      unchanged: 0,
      errors: 3,
    });
    assert.deepEqual(
      run.dryRun.outcome?.errors.map((e) => [e.row, e.column]),
      [
        [4, 'master'],
        [5, 'quality'],
        [6, 'ean'],
      ],
    );
    await apply(run);
    const created = await api.db
      .selectFrom('products')
      .where('code', '=', 'IMP-NEW-1')
      .select(['id', 'model_id', 'quality_grade', 'seo_name'])
      .executeTakeFirstOrThrow();
    assert.equal(created.model_id, existing.modelId);
    assert.equal(created.quality_grade, 'B');
    assert.equal(await priceOf(created.id), 123_400);
    const updated = await api.db
      .selectFrom('products')
      .where('id', '=', existing.id)
      .select('ean')
      .executeTakeFirst();
    assert.equal(updated?.ean, '99999999');
    const search = await api.db
      .selectFrom('product_search_texts')
      .where('product_id', '=', created.id)
      .where('shop', '=', 'cz')
      .select('search_text')
      .executeTakeFirst();
    assert.match(search?.search_text ?? '', / imp new 1 /);
  });
});

describe("the Romanian shop's import", () => {
  before(logInStaff);

  test('sets prices in lei and words its row errors in Romanian', async () => {
    const product = await api.db
      .selectFrom('products as p')
      .innerJoin('product_prices as pp', (join) =>
        join.onRef('pp.product_id', '=', 'p.id').on('pp.shop', '=', 'ro'),
      )
      .select(['p.id', 'p.code', 'pp.amount'])
      .orderBy('p.id', 'desc')
      .executeTakeFirstOrThrow();
    const url = api.apps.ro.url;
    const started = await upload('prices', `code,price\n${product.code},1999\nNIMIC,10\n`, {
      sid: staffRo,
      url,
    });
    assert.equal(started.status, 202, JSON.stringify(started.body));
    const run = await importOf(started.body.jobId, staffRo, url);
    assert.deepEqual(run.dryRun.outcome?.errors, [
      { row: 3, column: 'code', value: 'NIMIC', message: 'Nu există niciun produs cu acest cod.' },
    ]);
    const applied = await request(`${url}${IMPORTS}/${run.id}/apply`, { method: 'POST', sid: staffRo });
    assert.equal(applied.status, 202);
    assert.equal((await importOf(run.id, staffRo, url)).apply?.status, 'done');
    const price = await api.db
      .selectFrom('product_prices')
      .where('product_id', '=', product.id)
      .select(['shop', 'amount', 'currency'])
      .orderBy('shop')
      .execute();
    assert.deepEqual(
      price.find((p) => p.shop === 'ro'),
      { shop: 'ro', amount: 199_900, currency: 'RON' },
    );
    assert.notEqual(price.find((p) => p.shop === 'cz')?.amount, 199_900, "the Czech price is another shop's");
  });
});
