import { sql } from 'kysely';
import { type ShopCode, shopCodes } from 'shared-domain';
import { VAT_RATE_PERCENT, vatIncluded } from '../../../cart/cart-totals.ts';
import { deliveryRuleOf } from '../../../checkout/delivery-methods.ts';
import { nextOrderNumber, orderYear } from '../../../orders/order-number.ts';
import { hashOrderToken, orderTokenOf } from '../../../orders/order-tokens.ts';
import { productLabels } from '../../../warehouse/stock/product-label.ts';
import { recordStockMovements } from '../../../warehouse/stock-movements-repository.ts';
import type { Db } from '../schema.ts';
import { demoAddresses } from './seed-addresses.ts';

// Issue 18 (warehouse): every stock row gets a shelf, and each shop gets three paid courier orders
// of its demo customer ready to pick from its first sales store — one with a phone (its IMEI is
// scanned when packing), each with an accessory, two sharing one so a walk merges them. Draws
// nothing from the PRNG: products are chosen by rule, so earlier seed steps are unchanged.

const HOUR = 60 * 60 * 1000;
const customerOf: Record<ShopCode, string> = { cz: 'jana.novakova@example.cz', ro: 'ana.popescu@example.ro' };

export async function seedWarehouse(trx: Db, now: Date): Promise<void> {
  // The shelf rule of migration 0030: aisle A–F, bay 01–20, level 1–4, stable per product.
  await sql`update stock set location = chr(65 + product_id % 6) || '-' || lpad(((product_id / 6) % 20 + 1)::text, 2, '0')
    || '-' || (product_id % 4 + 1)::text where location is null`.execute(trx);
  for (const shop of shopCodes) await seedOrdersToPick(trx, shop, now);
}

async function seedOrdersToPick(trx: Db, shop: ShopCode, now: Date): Promise<void> {
  const store = await trx
    .selectFrom('stores')
    .select('id')
    .where('shop', '=', shop)
    .where('kind', '=', 'store')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const [phone] = await stockedProducts(trx, shop, store.id, 'phones', 1);
  const [accessory, other, third] = await stockedProducts(trx, shop, store.id, 'accessories', 3);
  const orders: { productId: number; quantity: number }[][] = [
    [
      { productId: phone, quantity: 1 },
      { productId: accessory, quantity: 1 },
    ],
    [{ productId: other, quantity: 1 }],
    [
      { productId: accessory, quantity: 2 },
      { productId: third, quantity: 1 },
    ],
  ];
  const customer = await trx
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name'])
    .where('shop', '=', shop)
    .where('email', '=', customerOf[shop])
    .executeTakeFirstOrThrow();
  const [home] = demoAddresses.find(([address]) => address.account === customer.email) ?? [];
  if (!home) throw new Error(`no seeded address of ${customer.email}`);
  const names = await productLabels(
    trx,
    shop,
    orders.flat().map((line) => line.productId),
  );
  const delivery = deliveryRuleOf(shop, 'courier');
  if (!delivery) throw new Error(`${shop} has no courier`);

  for (const [index, lines] of orders.entries()) {
    // Placed this morning, an hour apart, the oldest first.
    const createdAt = new Date(now.getTime() - (3 - index) * HOUR);
    const number = await nextOrderNumber(trx, shop, orderYear(shop, createdAt));
    const prices = await trx
      .selectFrom('product_prices')
      .select(['product_id', 'amount', 'currency'])
      .where('shop', '=', shop)
      .where(
        'product_id',
        'in',
        lines.map((line) => line.productId),
      )
      .execute();
    const priceOf = (productId: number) =>
      prices.find((price) => price.product_id === productId)?.amount ?? 0;
    const goods = lines.reduce((sum, line) => sum + priceOf(line.productId) * line.quantity, 0);
    const total = goods + delivery.price;
    const address = { address: home.street, city: home.city, postcode: home.postcode };
    const { id } = await trx
      .insertInto('orders')
      .values({
        number,
        shop,
        user_id: customer.id,
        status: 'paid',
        total_amount: total,
        currency: prices[0]?.currency ?? (shop === 'cz' ? 'CZK' : 'RON'),
        created_at: createdAt,
        email: customer.email,
        access_token_hash: hashOrderToken(
          orderTokenOf({ orderTokenSecret: process.env.ORDER_TOKEN_SECRET?.trim() || undefined }, number),
        ),
        payment_type: 'card',
        payment_status: 'paid',
        paid_at: new Date(createdAt.getTime() + 2 * 60_000),
        delivery_type: 'courier',
        delivery_price: delivery.price,
        vat_amount: vatIncluded(total, VAT_RATE_PERCENT[shop]),
        billing_address: JSON.stringify({
          first_name: customer.first_name,
          last_name: customer.last_name,
          email: customer.email,
          phone: home.phone,
          invoice_on_company: false,
          ...address,
        }),
        delivery_address: JSON.stringify({ name: home.name, phone: home.phone, ...address }),
        order_info: JSON.stringify({
          consent_to_terms_of_service: true,
          consent_marketing: false,
          create_account: false,
        }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('order_items')
      .values(
        lines.map((line) => ({
          order_id: id,
          product_id: line.productId,
          quantity: line.quantity,
          unit_price: priceOf(line.productId),
          name: names.get(line.productId) ?? null,
          final_price: priceOf(line.productId) * line.quantity,
        })),
      )
      .execute();
    // The pieces were taken from the first sales store when the order was placed.
    const takes = lines.map((line) => ({ ...line, storeId: store.id }));
    for (const take of takes)
      await trx
        .updateTable('stock')
        .set({ quantity: sql<number>`quantity - ${take.quantity}` })
        .where('product_id', '=', take.productId)
        .where('store_id', '=', take.storeId)
        .execute();
    await trx
      .insertInto('order_stock_takes')
      .values(
        takes.map((take) => ({
          order_id: id,
          product_id: take.productId,
          store_id: take.storeId,
          quantity: take.quantity,
        })),
      )
      .execute();
    await recordStockMovements(
      trx,
      shop,
      takes.map((take) => ({ kind: 'reserved', ...take, orderId: id })),
    );
    await trx
      .updateTable('stock_movements')
      .set({ created_at: createdAt })
      .where('order_id', '=', id)
      .execute();
  }
}

/** New products of the type with at least 5 pieces in the store, the newest ids first. */
async function stockedProducts(
  trx: Db,
  shop: ShopCode,
  storeId: number,
  typeCode: string,
  count: number,
): Promise<number[]> {
  const rows = await trx
    .selectFrom('products as p')
    .innerJoin('models as m', 'm.id', 'p.model_id')
    .innerJoin('product_types as t', 't.id', 'm.product_type_id')
    .innerJoin('stock as st', (join) =>
      join.onRef('st.product_id', '=', 'p.id').on('st.store_id', '=', storeId),
    )
    .innerJoin('product_prices as pp', (join) =>
      join.onRef('pp.product_id', '=', 'p.id').on('pp.shop', '=', shop),
    )
    .select('p.id')
    .where('t.code', '=', typeCode)
    .where('p.condition', '=', 'new')
    .where('p.ean', 'is not', null)
    .where('st.quantity', '>=', 5)
    .orderBy('p.id', 'desc')
    .limit(count)
    .execute();
  if (rows.length < count) throw new Error(`${shop}: fewer than ${count} stocked ${typeCode}`);
  return rows.map((row) => row.id);
}
