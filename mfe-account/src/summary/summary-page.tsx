import { useIntl } from 'react-intl';
import type { CurrentUser } from 'shared-domain';
import { LoadError, SkeletonText, visuallyHidden } from 'shared-ui';
import { AccountArea } from '../account-area/account-area.tsx';
import { useAccountSummaryQuery } from '../orders-api.ts';
import { AccountCard } from './account-card.tsx';
import { ActiveBuyouts } from './active-buyouts.tsx';
import { Installments } from './installments.tsx';
import { ProductsToReview } from './products-to-review.tsx';
import { RecentOrders } from './recent-orders.tsx';
import { ServiceOrders } from './service-orders.tsx';
import styles from './summary.module.css';

/** `/ucet`: the account's overview (issue 6 item 7), all of it from one bff request. */
export function SummaryPage() {
  const intl = useIntl();
  return (
    <AccountArea page="summary" title={intl.formatMessage({ id: 'account.title' })}>
      {(user) => <SummaryContent user={user} />}
    </AccountArea>
  );
}

function SummaryContent({ user }: { user: CurrentUser }) {
  const intl = useIntl();
  // Only mounted for a signed-in user, so the bff's 401 is never asked for.
  const { data, error, isLoading, refetch } = useAccountSummaryQuery();
  const greeting = (
    <p className={styles.greeting}>
      {intl.formatMessage({ id: 'account.greeting' }, { name: user.firstName })}
    </p>
  );

  if (isLoading) {
    return (
      <div className={styles.summary} aria-busy="true">
        {greeting}
        <p role="status" className={visuallyHidden}>
          {intl.formatMessage({ id: 'account.summary.loading' })}
        </p>
        <SkeletonText lines={8} />
      </div>
    );
  }
  if (error || !data) {
    return (
      <div className={styles.summary}>
        {greeting}
        <LoadError
          title={intl.formatMessage({ id: 'account.summary.error.title' })}
          error={error}
          onRetry={refetch}
        />
      </div>
    );
  }
  return (
    <div className={styles.summary}>
      {greeting}
      <div className={styles.sections}>
        <AccountCard user={user} profile={data.profile} />
        <RecentOrders orders={data.recentOrders} />
        <ActiveBuyouts buyouts={data.buyouts} />
        <ServiceOrders orders={data.serviceOrders} email={data.profile.email} />
        <Installments installments={data.installments} />
        <ProductsToReview toReview={data.toReview} />
      </div>
    </div>
  );
}
