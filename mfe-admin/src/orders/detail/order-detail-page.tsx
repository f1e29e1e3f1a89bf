import { useIntl } from 'react-intl';
import type { AdminOrderDetail } from 'shared-domain';
import { orderNumberPattern } from 'shared-domain/contracts';
import {
  Alert,
  isApiError,
  Link,
  LoadError,
  PageLayout,
  SkeletonText,
  Spinner,
  useParams,
  useShop,
} from 'shared-ui';
import { adminPath } from '../../admin-paths.ts';
import { FactList } from '../../buyouts/fact-list.tsx';
import layout from '../../frame/detail-layout.module.css';
import { HistoryTab } from '../../history/history-tab.tsx';
import type { IdUnder } from '../../messages/message-ids.ts';
import styles from '../orders.module.css';
import { useGetAdminOrderQuery } from '../orders-api.ts';
import { DeliveryWindowForm } from './delivery-window-form.tsx';
import { OrderActions } from './order-actions.tsx';
import { OrderCustomer } from './order-customer.tsx';
import { OrderEmailComposer } from './order-email-composer.tsx';
import { OrderEmails } from './order-emails.tsx';
import { OrderInvoices } from './order-invoices.tsx';
import { OrderItems } from './order-items.tsx';
import { OrderRefunds } from './order-refunds.tsx';
import { OrderSummary } from './order-summary.tsx';

/** /admin/objednavky/:number — one order as staff see it, with what they can do with it. */
export function OrderDetailPage() {
  const intl = useIntl();
  const { shop } = useShop();
  const param = useParams().number ?? '';
  // A text that cannot be an order number is not sent: the answer would only be "not found".
  const number = orderNumberPattern.test(param) ? param : null;
  const { currentData, error, isFetching, refetch } = useGetAdminOrderQuery(number ?? '', {
    skip: number === null,
  });
  const t = (id: IdUnder<'admin.order.'>, values?: Record<string, string>) =>
    intl.formatMessage({ id: `admin.order.${id}` }, values);
  const back = (
    <p className={styles.back}>
      <Link to={adminPath(shop, 'orders')}>{t('back')}</Link>
    </p>
  );

  if (!currentData) {
    let content = (
      <div className={styles.loading}>
        <Spinner label={t('loading')} />
        <SkeletonText lines={6} />
      </div>
    );
    const notFound = number === null || (isApiError(error) && error.status === 404);
    if (notFound) content = <Alert tone="warning">{t('notFound')}</Alert>;
    else if (error && !isFetching)
      content = <LoadError error={error} onRetry={refetch} title={t('loadError')} />;
    return (
      <PageLayout title={t('pageTitle')} busy={isFetching} className={styles.page}>
        {back}
        {content}
      </PageLayout>
    );
  }

  return (
    <PageLayout title={t('title', { number: currentData.number })} busy={isFetching} className={styles.page}>
      {back}
      <OrderDetail order={currentData} />
    </PageLayout>
  );
}

function OrderDetail({ order }: { order: AdminOrderDetail }) {
  const intl = useIntl();
  const saved = order.deliveryWindow;
  return (
    <div className={layout.detail}>
      <div className={layout.main}>
        <OrderSummary order={order} />
        <OrderCustomer order={order} />
        <OrderItems order={order} />
        <OrderRefunds refunds={order.refunds} />
        <OrderInvoices orderNumber={order.number} email={order.email} />
        <OrderEmails emails={order.emails} />
        {order.email && <OrderEmailComposer orderNumber={order.number} recipient={order.email} />}
        <FactList title={intl.formatMessage({ id: 'admin.order.history.title' })} facts={[]}>
          <HistoryTab entity="order" entityId={order.id} />
        </FactList>
      </div>
      <div className={layout.side}>
        <OrderActions order={order} />
        {order.canCancel && (
          // Keyed by the saved window: after a save (or someone else's) the inputs start from it.
          <DeliveryWindowForm key={`${saved?.from}/${saved?.to}`} order={order} />
        )}
      </div>
    </div>
  );
}
