import { useIntl } from 'react-intl';
import type { AdminOrderDetail } from 'shared-domain';
import { FactList } from '../../buyouts/fact-list.tsx';
import type { IdUnder } from '../../messages/message-ids.ts';

type Address = AdminOrderDetail['billingAddress'];

/** "Jana Nováková, Masarykova 31, 602 00 Brno" on one line. */
function addressText(address: Address | null): string {
  if (!address) return '';
  return [address.name, address.company, address.street, `${address.postcode} ${address.city}`.trim()]
    .filter(Boolean)
    .join(', ');
}

/** Who ordered and where to: contacts to reach the customer with, and both addresses. */
export function OrderCustomer({ order }: { order: AdminOrderDetail }) {
  const intl = useIntl();
  const label = (id: IdUnder<'admin.order.customer.'>) =>
    intl.formatMessage({ id: `admin.order.customer.${id}` });
  return (
    <FactList
      title={label('title')}
      facts={[
        { label: label('name'), value: order.customerName },
        { label: label('company'), value: order.company },
        { label: label('email'), value: order.email && <a href={`mailto:${order.email}`}>{order.email}</a> },
        {
          label: label('phone'),
          value: order.phone && <a href={`tel:${order.phone.replace(/\s+/g, '')}`}>{order.phone}</a>,
        },
        { label: label('billingAddress'), value: addressText(order.billingAddress) },
        { label: label('deliveryAddress'), value: addressText(order.deliveryAddress) },
      ]}
    />
  );
}
