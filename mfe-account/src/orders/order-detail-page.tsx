import { useIntl } from 'react-intl';
import { accountPagePath } from 'shared-domain';
import {
  EmptyState,
  isApiError,
  Link,
  LoadError,
  SkeletonText,
  skipToken,
  useParams,
  useShop,
  visuallyHidden,
} from 'shared-ui';
import { AccountArea } from '../account-area/account-area.tsx';
import type { IdUnder } from '../messages/message-ids.ts';
import { useAccountOrderQuery } from '../orders-api.ts';
import { OrderDetailView } from './order-detail-view.tsx';

/** `/ucet/objednavky/:number`: one of the signed-in customer's orders. */
export function OrderDetailPage() {
  const intl = useIntl();
  const number = useParams().number ?? '';
  return (
    <AccountArea page="orders" title={intl.formatMessage({ id: 'account.orders.detail.title' }, { number })}>
      {() => <OrderDetailContent number={number} />}
    </AccountArea>
  );
}

function OrderDetailContent({ number }: { number: string }) {
  const intl = useIntl();
  const { shop } = useShop();
  const { currentData, error, isFetching, refetch } = useAccountOrderQuery(number || skipToken);
  const t = (id: IdUnder<'account.orders.detail.'>) =>
    intl.formatMessage({ id: `account.orders.detail.${id}` });
  const backLink = <Link to={accountPagePath(shop, 'orders')}>{t('back')}</Link>;

  if (isFetching && !currentData) {
    return (
      <div aria-busy="true">
        <p role="status" className={visuallyHidden}>
          {t('loading')}
        </p>
        <SkeletonText lines={10} />
      </div>
    );
  }
  // Someone else's order answers 404 too: the customer learns only that it is not theirs to see.
  if (!number || (isApiError(error) && error.status === 404)) {
    return <EmptyState title={t('notFound')} action={backLink} />;
  }
  if (error || !currentData) {
    return (
      <>
        <LoadError title={t('error.title')} error={error} onRetry={refetch} />
        {backLink}
      </>
    );
  }
  return <OrderDetailView order={currentData} />;
}
