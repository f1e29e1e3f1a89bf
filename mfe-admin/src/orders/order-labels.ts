import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type {
  AdminOrderDetail,
  DeliveryType,
  OrderItem,
  OrderStatus,
  PaymentStatus,
  PaymentType,
} from 'shared-domain';

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

/** The translated names of an order's states and types, one place for the grid and the detail. */
export function useOrderLabels(): OrderLabels {
  const intl = useIntl();
  return useMemo(() => {
    const known = (group: string) => (value: string) => {
      const id = `admin.orders.${group}.${value}`;
      return id in intl.messages ? intl.formatMessage({ id }) : value;
    };
    return {
      status: known('status'),
      paymentStatus: known('paymentStatus'),
      paymentType: known('paymentType'),
      deliveryType: known('deliveryType'),
      deliveryStatus: known('deliveryStatus'),
      itemKind: known('itemKind'),
      emailKind: known('emailKind'),
      installmentStatus: known('installmentStatus'),
    };
  }, [intl]);
}
