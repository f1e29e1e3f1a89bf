import type { ShopCode } from 'shared-domain';
import type { PricedCart } from '../cart/priced-cart.ts';
import type { Db, DeliveryType, PaymentType, StoredAddress } from '../platform/db/schema.ts';

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

export async function insertInstallment(
  db: Db,
  row: {
    orderId: number;
    provider: string;
    code: string;
    barem: string;
    type: string;
    count: number;
    apr: number;
    monthly: number;
    total: number;
    financed: number;
    arrangeType: 'on-store' | 'online';
    /** The installment company of the price list (installment admin); null when none is known. */
    companyId?: number | null;
  },
  now: Date,
): Promise<void> {
  await db
    .insertInto('order_installments')
    .values({
      order_id: row.orderId,
      provider: row.provider,
      plan_code: row.code,
      barem: row.barem,
      type: row.type,
      count: row.count,
      apr: row.apr,
      monthly: row.monthly,
      total: row.total,
      financed: row.financed,
      arrange_type: row.arrangeType,
      company_id: row.companyId ?? null,
      status: row.arrangeType === 'online' ? 'sent' : 'waiting_for_store',
      created_at: now,
    })
    .execute();
}
