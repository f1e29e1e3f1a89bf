import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFName, PDFRawStream, PDFRef } from 'pdf-lib';
import type { ShopCode } from 'shared-domain';
import type { ScanResult } from 'shared-domain/contracts/staff.ts';
import { addToCart, withStock } from '../../cart/cart-test-support.ts';
import { orderBody, placeOrder } from '../../orders/order-test-support.ts';
import type { Db } from '../../platform/db/schema.ts';
import { type JsonResponse, request } from '../../test-support/http.ts';

// Helpers of the packing tests: products of a kind with stock, an order of them picked into a
// crate (as the picking screens leave it), and a scan as a station sends it.

export const SCANS = '/api/new/warehouse/packing/scans';

/** New products of a product type (phones, tablets, accessories…) sold in the shop, each stocked. */
export async function productsOfType(db: Db, shop: ShopCode, typeCode: string, count: number, skip = 0) {
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('models as m', 'm.id', 'p.model_id')
    .innerJoin('product_types as pt', 'pt.id', 'm.product_type_id')
    .innerJoin('sale_prices as sp', 'sp.product_id', 'p.id')
    .select(['p.id', 'p.seo_name', 'p.code'])
    .where('pt.code', '=', typeCode)
    .where('sp.shop', '=', shop)
    .where('p.condition', '=', 'new')
    .orderBy('p.id')
    .offset(skip)
    .limit(count)
    .execute();
  assert.equal(rows.length, count, `${count} ${typeCode} in ${shop}`);
  for (const row of rows) await withStock(db, row.seo_name, 50, shop);
  return rows;
}

/** An order (cash on delivery by courier unless told) of the products, by a visitor or a signed-in customer. */
export async function placedOrder(
  baseUrl: string,
  shop: ShopCode,
  lines: { id: number; quantity?: number }[],
  options: { sid?: string; overrides?: Record<string, unknown> } = {},
): Promise<string> {
  let sid = options.sid;
  for (const line of lines)
    sid = await addToCart(baseUrl, { productId: line.id, quantity: line.quantity ?? 1 }, sid);
  assert.ok(sid);
  const { body } = await placeOrder(baseUrl, sid, orderBody(shop, options.overrides));
  return body.number as string;
}

/** The order picked into the crate, as the picking screens leave it. */
export async function pickIntoCrate(db: Db, orderNumber: string, crateCode: string): Promise<void> {
  const order = await db
    .selectFrom('orders')
    .select('id')
    .where('number', '=', orderNumber)
    .executeTakeFirstOrThrow();
  const crate = await db
    .selectFrom('crates')
    .select('id')
    .where('code', '=', crateCode)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('order_picking')
    .values({ order_id: order.id, status: 'picked', crate_id: crate.id })
    .onConflict((conflict) =>
      conflict.column('order_id').doUpdateSet({ status: 'picked', crate_id: crate.id }),
    )
    .execute();
}

export interface Station {
  id: string;
  /** Requests sent, to count what packing an order takes. */
  requests: number;
  scan(
    code: string,
    extra?: { confirmed?: boolean; forceReason?: string; scanId?: string },
  ): Promise<ScanResult>;
  raw(code: string, extra?: Record<string, unknown>): Promise<JsonResponse<ScanResult>>;
}

export function stationAt(baseUrl: string, sid: string, id = randomUUID()): Station {
  const station: Station = {
    id,
    requests: 0,
    async raw(code, extra = {}) {
      station.requests += 1;
      return request<ScanResult>(`${baseUrl}${SCANS}`, {
        sid,
        json: { stationId: id, scanId: randomUUID(), code, ...extra },
      });
    },
    async scan(code, extra = {}) {
      const response = await station.raw(code, extra);
      assert.equal(response.status, 200, JSON.stringify(response.body));
      return response.body;
    },
  };
  return station;
}

/** The text of a PDF drawn in the standard fonts (the labels): their strings are Windows-1252. */
export async function standardFontText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const decoder = new TextDecoder('windows-1252');
  const streams = (object: unknown): PDFRawStream[] => {
    const found = object instanceof PDFRef ? doc.context.lookup(object) : object;
    if (found instanceof PDFArray) return found.asArray().flatMap(streams);
    return found instanceof PDFRawStream ? [found] : [];
  };
  const runs: string[] = [];
  for (const page of doc.getPages())
    for (const stream of streams(page.node.get(PDFName.of('Contents')))) {
      const content = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const [, hex] of content.matchAll(/<([0-9a-fA-F]*)>\s*Tj/g))
        runs.push(decoder.decode(Buffer.from(hex, 'hex')));
    }
  return runs.join('\n');
}
