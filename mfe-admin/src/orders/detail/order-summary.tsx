import { useIntl } from 'react-intl';
import { type AdminOrderDetail, shops } from 'shared-domain';
import { wallTimeOf } from 'shared-domain/shop-clock.ts';
import { useFormatDate, useFormatTimeslot, useShop } from 'shared-ui';
import { FactList } from '../../buyouts/fact-list.tsx';
import type { IdUnder } from '../../messages/message-ids.ts';
import { useOrderLabels } from '../order-labels.ts';

type Window = NonNullable<AdminOrderDetail['deliveryWindow']>;

/** A document's number, linked to the file when the api serves one (a file, not a page: a plain link). */
function DocumentLink({ number, url }: { number: string | null; url: string | null }) {
  if (!number) return null;
  return url ? <a href={url}>{number}</a> : number;
}

/** Created, state, payment, delivery, the window, documents and installments of the order. */
export function OrderSummary({ order }: { order: AdminOrderDetail }) {
  const intl = useIntl();
  const { shop } = useShop();
  const labels = useOrderLabels();
  const formatDate = useFormatDate();
  const formatTimeslot = useFormatTimeslot();
  const label = (id: IdUnder<'admin.order.summary.'>) =>
    intl.formatMessage({ id: `admin.order.summary.${id}` });
  const when = (value: string | null) =>
    value && <time dateTime={value}>{formatDate(value, { dateStyle: 'medium', timeStyle: 'short' })}</time>;
  // A window within one day reads "út 10. 3. 09:00–12:00"; one across days needs both dates.
  const windowText = (slot: Window) => {
    const { timeZone } = shops[shop];
    const dayOf = (value: string) => wallTimeOf(value, timeZone).slice(0, 10);
    if (dayOf(slot.from) === dayOf(slot.to)) return formatTimeslot(slot);
    const format = (value: string) => formatDate(value, { dateStyle: 'short', timeStyle: 'short' });
    return `${format(slot.from)} – ${format(slot.to)}`;
  };
  const installment = order.hasInstallment || order.installmentStatus !== null;

  return (
    <FactList
      title={label('title')}
      facts={[
        { label: label('created'), value: when(order.createdAt) },
        { label: label('status'), value: labels.status(order.status) },
        { label: label('paymentStatus'), value: labels.paymentStatus(order.paymentStatus) },
        { label: label('paymentType'), value: labels.paymentType(order.paymentType) },
        { label: label('paidAt'), value: when(order.paidAt) },
        { label: label('deliveryType'), value: labels.deliveryType(order.deliveryType) },
        { label: label('deliveryPlace'), value: order.deliveryPlace },
        { label: label('deliveryNumber'), value: order.deliveryNumber },
        { label: label('deliveryStatus'), value: labels.deliveryStatus(order.deliveryStatus) },
        { label: label('deliveryWindow'), value: order.deliveryWindow && windowText(order.deliveryWindow) },
        { label: label('deliveredAt'), value: when(order.deliveredAt) },
        {
          label: label('invoice'),
          value: order.invoiceNumber && <DocumentLink number={order.invoiceNumber} url={order.invoiceUrl} />,
        },
        {
          label: label('creditNote'),
          value: order.creditNoteNumber && (
            <DocumentLink number={order.creditNoteNumber} url={order.creditNoteUrl} />
          ),
        },
        ...(installment
          ? [
              {
                label: label('installment'),
                value: order.installmentStatus && labels.installmentStatus(order.installmentStatus),
              },
            ]
          : []),
      ]}
    />
  );
}
