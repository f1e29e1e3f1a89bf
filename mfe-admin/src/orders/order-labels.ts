import { useMemo } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import type {
  AdminOrderDetail,
  DeliveryType,
  InstallmentStatus,
  OrderItem,
  OrderStatus,
  PaymentStatus,
  PaymentType,
} from 'shared-domain';
import type { MessageId } from '../messages/message-ids.ts';

type DeliveryStatus = AdminOrderDetail['deliveryStatus'];

export interface OrderLabels {
  status: (status: OrderStatus) => string;
  paymentStatus: (status: PaymentStatus) => string;
  paymentType: (type: PaymentType) => string;
  deliveryType: (type: DeliveryType) => string;
  deliveryStatus: (status: DeliveryStatus) => string;
  itemKind: (kind: OrderItem['kind']) => string;
  /** The api's words are free text here (e-mail kinds, installment states): unknown ones shown as sent. */
  emailKind: (kind: string) => string;
  installmentStatus: (status: string) => string;
}

// Each value of an order's states and types with its words: a new value without them fails tsc.
const statusName: Record<OrderStatus, MessageId> = {
  new: 'admin.orders.status.new',
  paid: 'admin.orders.status.paid',
  picking: 'admin.orders.status.picking',
  shipped: 'admin.orders.status.shipped',
  delivered: 'admin.orders.status.delivered',
  cancelled: 'admin.orders.status.cancelled',
};

const paymentStatusName: Record<PaymentStatus, MessageId> = {
  paid: 'admin.orders.paymentStatus.paid',
  not_paid: 'admin.orders.paymentStatus.not_paid',
  pending: 'admin.orders.paymentStatus.pending',
};

const paymentTypeName: Record<PaymentType, MessageId> = {
  card: 'admin.orders.paymentType.card',
  google_pay: 'admin.orders.paymentType.google_pay',
  apple_pay: 'admin.orders.paymentType.apple_pay',
  cash_on_delivery: 'admin.orders.paymentType.cash_on_delivery',
  cash_in_store: 'admin.orders.paymentType.cash_in_store',
  installments: 'admin.orders.paymentType.installments',
  twisto: 'admin.orders.paymentType.twisto',
};

const deliveryTypeName: Record<DeliveryType, MessageId> = {
  store: 'admin.orders.deliveryType.store',
  pickup_point: 'admin.orders.deliveryType.pickup_point',
  courier: 'admin.orders.deliveryType.courier',
  express: 'admin.orders.deliveryType.express',
};

const deliveryStatusName: Record<DeliveryStatus, MessageId> = {
  preparing: 'admin.orders.deliveryStatus.preparing',
  ready_for_pickup: 'admin.orders.deliveryStatus.ready_for_pickup',
  in_transit: 'admin.orders.deliveryStatus.in_transit',
  delivered: 'admin.orders.deliveryStatus.delivered',
  returned: 'admin.orders.deliveryStatus.returned',
};

const itemKindName: Record<OrderItem['kind'], MessageId> = {
  product: 'admin.orders.itemKind.product',
  insurance: 'admin.orders.itemKind.insurance',
  warranty: 'admin.orders.itemKind.warranty',
  screen_protection: 'admin.orders.itemKind.screen_protection',
  gluing: 'admin.orders.itemKind.gluing',
  buyout_bonus: 'admin.orders.itemKind.buyout_bonus',
  discount: 'admin.orders.itemKind.discount',
};

const emailKindName: Record<string, MessageId> = {
  confirmation: 'admin.orders.emailKind.confirmation',
  withdrawal: 'admin.orders.emailKind.withdrawal',
  cancellation: 'admin.orders.emailKind.cancellation',
  custom: 'admin.orders.emailKind.custom',
  invoice: 'admin.orders.emailKind.invoice',
  invoice_resent: 'admin.orders.emailKind.invoice_resent',
  credit_note: 'admin.orders.emailKind.credit_note',
};

const installmentStatusName: Record<InstallmentStatus, MessageId> = {
  sent: 'admin.orders.installmentStatus.sent',
  approved: 'admin.orders.installmentStatus.approved',
  rejected: 'admin.orders.installmentStatus.rejected',
  waiting_for_store: 'admin.orders.installmentStatus.waiting_for_store',
};

function named<Value extends string>(intl: IntlShape, names: Record<Value, MessageId>) {
  return (value: Value) => intl.formatMessage({ id: names[value] });
}

/** For the api's free text: the words of a value the admin knows, any other value as sent. */
function namedOrAsSent(intl: IntlShape, names: Record<string, MessageId>) {
  return (value: string) => (Object.hasOwn(names, value) ? intl.formatMessage({ id: names[value] }) : value);
}

/** The translated names of an order's states and types, one place for the grid and the detail. */
export function useOrderLabels(): OrderLabels {
  const intl = useIntl();
  return useMemo(
    () => ({
      status: named(intl, statusName),
      paymentStatus: named(intl, paymentStatusName),
      paymentType: named(intl, paymentTypeName),
      deliveryType: named(intl, deliveryTypeName),
      deliveryStatus: named(intl, deliveryStatusName),
      itemKind: named(intl, itemKindName),
      emailKind: namedOrAsSent(intl, emailKindName),
      installmentStatus: namedOrAsSent(intl, installmentStatusName),
    }),
    [intl],
  );
}
