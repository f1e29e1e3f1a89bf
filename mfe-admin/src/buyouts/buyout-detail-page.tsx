import { useIntl } from 'react-intl';
import { Alert, Link, LoadError, PageLayout, SkeletonText, Spinner, useParams, useShop } from 'shared-ui';
import { adminBuyoutsPath } from '../admin-paths.ts';
import layout from '../frame/detail-layout.module.css';
import { BuyoutFacts } from './buyout-facts.tsx';
import { BuyoutSummary } from './buyout-summary.tsx';
import { BuyoutTimeline } from './buyout-timeline.tsx';
import styles from './buyouts.module.css';
import { useGetAdminBuyoutQuery } from './buyouts-api.ts';
import { StatusActions } from './status-actions.tsx';

/** Staff only and inside the admin frame, as routes.tsx puts every admin page. */
export function BuyoutDetailPage() {
  return <BuyoutDetail />;
}

/** The id of the URL, or null when it cannot be one (the api's ids are positive 32-bit integers). */
function parseId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

function BuyoutDetail() {
  const intl = useIntl();
  const { shop } = useShop();
  const id = parseId(useParams().id);
  const { currentData, error, isFetching, refetch } = useGetAdminBuyoutQuery(id ?? 0, { skip: id === null });
  const back = (
    <p className={styles.back}>
      <Link to={adminBuyoutsPath(shop)}>{intl.formatMessage({ id: 'admin.buyout.back' })}</Link>
    </p>
  );

  if (!currentData) {
    let content = (
      <div className={styles.loading}>
        <Spinner label={intl.formatMessage({ id: 'admin.buyout.loading' })} />
        <SkeletonText lines={6} />
      </div>
    );
    if (id === null)
      content = <Alert tone="warning">{intl.formatMessage({ id: 'admin.buyout.notFound' })}</Alert>;
    else if (error && !isFetching) {
      content = (
        <LoadError
          error={error}
          onRetry={refetch}
          title={intl.formatMessage({ id: 'admin.buyout.loadError' })}
        />
      );
    }
    return (
      <PageLayout
        title={intl.formatMessage({ id: 'admin.buyout.pageTitle' })}
        busy={isFetching}
        className={styles.page}
      >
        {back}
        {content}
      </PageLayout>
    );
  }

  return (
    <PageLayout
      title={intl.formatMessage({ id: 'admin.buyout.title' }, { number: currentData.number })}
      busy={isFetching}
      className={styles.page}
    >
      {back}
      <div className={layout.detail}>
        <div className={layout.main}>
          <BuyoutSummary buyout={currentData} />
          <BuyoutFacts buyout={currentData} />
        </div>
        <div className={layout.side}>
          <StatusActions buyout={currentData} />
          <BuyoutTimeline timeline={currentData.timeline} />
        </div>
      </div>
    </PageLayout>
  );
}
