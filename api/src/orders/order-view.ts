import { type ShopCode, shops } from 'shared-domain';
import type { OrderDetail, OrderItem } from 'shared-domain/contracts';
import { paymentRefusalOf } from '../payments/payable-order.ts';
import type { Config } from '../platform/config.ts';
import type { Db, StoredAddress } from '../platform/db/schema.ts';
import { AppError } from '../platform/errors.ts';
import { hasInstallment } from './installment-repository.ts';
import type { OrderRow } from './order-access.ts';
import { orderTexts } from './order-texts.ts';
import { orderTokenOf } from './order-tokens.ts';
import {
  findOrderDiscounts,
  findOrderItemServices,
  findOrderItems,
  findPickupPointAddress,
  findStoreName,
} from './order-view-repository.ts';
import { pickupReadyFromOf } from './pickup-time.ts';
import { withdrawalDeadline } from './withdrawal-period.ts';
import { findWithdrawal } from './withdrawal-repository.ts';

export const ORDERS_API = '/api/new/orders';

/** The order's lines as the status page and the invoice show them: products, services, bonuses, discounts. */
export async function orderLines(db: Db, order: OrderRow): Promise<OrderItem[]> {
  const { currency } = shops[order.shop];
  const money = (amount: number) => ({ amount, currency });
  const items = await findOrderItems(db, order.id);
  const services =
    items.length === 0
      ? []
      : await findOrderItemServices(
          db,
          items.map((item) => item.id),
        );
  const discounts = await findOrderDiscounts(db, order.id);
  const lines: OrderItem[] = [];
  for (const item of items) {
    const code = item.ean ?? item.code;
    const serviceTotal = services
      .filter((service) => service.order_item_id === item.id)
      .reduce((sum, service) => sum + service.unit_price * service.quantity, 0);
    lines.push({
      code,
      product: item.name ?? item.code,
      productSeoName: item.seo_name,
      kind: 'product',
      quantity: item.quantity,
      unitPrice: money(item.unit_price),
      // The product's own share: the line's final price without its services and bonus.
      finalPrice: money(
        item.final_price === null
          ? item.unit_price * item.quantity
          : item.final_price - serviceTotal + item.buyout_bonus,
      ),
    });
    for (const service of services.filter((row) => row.order_item_id === item.id)) {
      lines.push({
        code: service.code,
        product: service.name,
        productSeoName: null,
        kind: service.kind,
        quantity: service.quantity,
        unitPrice: money(service.unit_price),
        finalPrice: money(service.unit_price * service.quantity),
      });
    }
    if (item.buyout_bonus > 0) {
      lines.push({
        code: 'buyout-bonus',
        product: buyoutBonusLabel[order.shop],
        productSeoName: null,
        kind: 'buyout_bonus',
        quantity: 1,
        unitPrice: money(-item.buyout_bonus),
        finalPrice: money(-item.buyout_bonus),
      });
    }
  }
  for (const discount of discounts) {
    lines.push({
      code: 'discount',
      product: discount.label,
      productSeoName: null,
      kind: 'discount',
      quantity: 1,
      unitPrice: money(-discount.amount),
      finalPrice: money(-discount.amount),
    });
  }
  return lines;
}

const buyoutBonusLabel: Record<ShopCode, string> = {
  cz: 'Bonus za výkup zařízení',
  ro: 'Bonus pentru buyback',
};

function addressOf(stored: StoredAddress | null, nameFields: 'billing' | 'delivery') {
  if (!stored) return null;
  const text = (key: string) => (typeof stored[key] === 'string' ? (stored[key] as string) : '');
  const name = nameFields === 'billing' ? `${text('first_name')} ${text('last_name')}`.trim() : text('name');
  return {
    name,
    company: stored.invoice_on_company && text('company') ? text('company') : null,
    street: text('address'),
    city: text('city'),
    postcode: text('postcode'),
  };
}

async function deliveryPlaceOf(db: Db, order: OrderRow): Promise<string | null> {
  if (order.store_id !== null) return findStoreName(db, order.store_id);
  if (order.pickup_point_id !== null) {
    const point = await findPickupPointAddress(db, order.pickup_point_id);
    return point ? `${point.name}, ${point.street}, ${point.city}` : null;
  }
  return null;
}

/** Invoices exist once the order is paid or delivered. */
export function invoiceAvailable(order: OrderRow): boolean {
  return order.payment_status === 'paid' || order.status === 'delivered';
}

export async function orderDetailOf(
  db: Db,
  config: Pick<Config, 'orderTokenSecret'>,
  order: OrderRow,
): Promise<OrderDetail> {
  const items = await orderLines(db, order);
  if (!items.some((item) => item.kind === 'product'))
    throw new AppError('conflict', 'order_items_missing', 409, orderTexts[order.shop].orderItemsMissing);
  const { currency } = shops[order.shop];
  const money = (amount: number) => ({ amount, currency });
  const token = orderTokenOf(config, order.number);
  const query = `?token=${encodeURIComponent(token)}`;
  const withdrawal = await findWithdrawal(db, order.id);
  const installment = await hasInstallment(db, order.id);
  const billing = addressOf(order.billing_address, 'billing') ?? {
    name: '',
    company: null,
    street: '',
    city: '',
    postcode: '',
  };
  const deadline = withdrawalDeadline(order);
  return {
    number: order.number,
    createdAt: order.created_at.toISOString(),
    status: order.status,
    paymentStatus: order.payment_status,
    paymentType: order.payment_type ?? 'cash_in_store',
    paidAt: order.paid_at?.toISOString() ?? null,
    deliveryType: order.delivery_type ?? 'store',
    deliveryPlace: await deliveryPlaceOf(db, order),
    deliveryNumber: order.delivery_number,
    deliveryStatus: order.delivery_status,
    pickupReadyFrom: await pickupReadyFromOf(db, order),
    customerName: billing.name,
    company: billing.company,
    billingAddress: billing,
    deliveryAddress: addressOf(order.delivery_address, 'delivery'),
    items,
    totals: {
      total: money(order.total_amount),
      vat: money(order.vat_amount),
      delivery: money(order.delivery_price),
      discounts: money(order.discount_total),
    },
    invoiceUrl: invoiceAvailable(order) ? `${ORDERS_API}/${order.number}/invoice${query}` : null,
    // A withdrawal or a cancellation of an invoiced order issues one.
    creditNoteUrl: order.credit_note_number ? `${ORDERS_API}/${order.number}/credit-note${query}` : null,
    hasInstallment: installment,
    withdrawalUntil: withdrawal || order.status === 'cancelled' ? null : deadline.toISOString().slice(0, 10),
    withdrawn: !!withdrawal,
    canRetryPayment: order.payment_type === 'card' && paymentRefusalOf(order, !!withdrawal) === null,
    accessToken: token,
  };
}
