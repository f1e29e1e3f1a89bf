import type { ShopCode } from 'shared-domain';
import type { PricedCart } from '../cart/priced-cart.ts';
import type { Db, DeliveryType, PaymentType, StoredAddress } from '../platform/db/schema.ts';

// The orders and their lines: written when placed, read and changed by number or id.

export interface NewOrder {
  number: string;
  shop: ShopCode;
  userId: number | null;
  email: string;
  tokenHash: string;
  currency: 'CZK' | 'RON';
  total: number;
  vat: number;
  deliveryPrice: number;
  paymentFee: number;
  discountTotal: number;
  paymentType: PaymentType;
  paymentStatus: 'paid' | 'not_paid' | 'pending';
  deliveryType: DeliveryType;
  storeId: number | null;
  pickupPointId: number | null;
  timeslot: { from: string; to: string } | undefined;
  billing: StoredAddress;
  delivery: StoredAddress | null;
  info: StoredAddress;
  createdAt: Date;
}

export async function insertOrder(db: Db, order: NewOrder): Promise<number> {
  const { id } = await db
    .insertInto('orders')
    .values({
      number: order.number,
      shop: order.shop,
      user_id: order.userId,
      status: 'new',
      total_amount: order.total,
      currency: order.currency,
      created_at: order.createdAt,
      email: order.email,
      access_token_hash: order.tokenHash,
      payment_type: order.paymentType,
      payment_status: order.paymentStatus,
      paid_at: order.paymentStatus === 'paid' ? order.createdAt : null,
      delivery_type: order.deliveryType,
      delivery_price: order.deliveryPrice,
      payment_fee: order.paymentFee,
      discount_total: order.discountTotal,
      vat_amount: order.vat,
      store_id: order.storeId,
      pickup_point_id: order.pickupPointId,
      timeslot_from: order.timeslot ? new Date(order.timeslot.from) : null,
      timeslot_to: order.timeslot ? new Date(order.timeslot.to) : null,
      billing_address: JSON.stringify(order.billing),
      delivery_address: order.delivery ? JSON.stringify(order.delivery) : null,
      order_info: JSON.stringify(order.info),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The cart's lines as order lines with their services, at the prices the cart was priced at. */
export async function insertOrderLines(db: Db, orderId: number, cart: PricedCart): Promise<void> {
  for (const line of cart.lines) {
    const { id } = await db
      .insertInto('order_items')
      .values({
        order_id: orderId,
        product_id: line.productId,
        quantity: line.quantity,
        unit_price: line.unitPrice,
        name: line.name,
        final_price: line.finalPrice,
        buyout_id: line.buyoutId,
        buyout_bonus: line.buyoutBonus,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (line.services.length === 0) continue;
    await db
      .insertInto('order_item_services')
      .values(
        line.services.map((service) => ({
          order_item_id: id,
          kind: service.kind,
          code: service.code,
          name: service.name,
          months: service.months,
          unit_price: service.unitPrice,
          quantity: line.quantity,
        })),
      )
      .execute();
  }
}

/** The shop's order with this number, whatever the caller may see of it. */
export function findOrderByNumber(db: Db, shop: ShopCode, number: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('shop', '=', shop)
    .where('number', '=', number)
    .executeTakeFirst();
}

export function findOrderById(db: Db, orderId: number) {
  return db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
}

/** The order as it is now, locked until the transaction ends. */
export function findOrderForUpdate(trx: Db, orderId: number) {
  return trx.selectFrom('orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirstOrThrow();
}

/** Locks the order's row until the transaction ends. */
export async function lockOrder(trx: Db, orderId: number): Promise<void> {
  await trx.selectFrom('orders').select('id').where('id', '=', orderId).forUpdate().execute();
}

/** Keeps the invoice number, unless the order already has one. */
export async function assignInvoiceNumber(db: Db, orderId: number, number: string): Promise<void> {
  await db
    .updateTable('orders')
    .set({ invoice_number: number })
    .where('id', '=', orderId)
    .where('invoice_number', 'is', null)
    .execute();
}

export async function setCreditNoteNumber(db: Db, orderId: number, number: string): Promise<void> {
  await db.updateTable('orders').set({ credit_note_number: number }).where('id', '=', orderId).execute();
}

export async function setPaymentPending(db: Db, orderId: number): Promise<void> {
  await db.updateTable('orders').set({ payment_status: 'pending' }).where('id', '=', orderId).execute();
}

export async function markOrderCancelled(
  db: Db,
  orderId: number,
  now: Date,
  creditNote: string | null,
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ status: 'cancelled', cancelled_at: now, credit_note_number: creditNote })
    .where('id', '=', orderId)
    .execute();
}

export async function setDeliveryWindow(db: Db, orderId: number, from: Date, to: Date): Promise<void> {
  await db
    .updateTable('orders')
    .set({ timeslot_from: from, timeslot_to: to })
    .where('id', '=', orderId)
    .execute();
}
