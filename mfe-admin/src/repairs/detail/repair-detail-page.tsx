import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ServiceOrderDetail } from 'shared-domain';
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
import layout from '../../frame/detail-layout.module.css';
import { HistoryTab } from '../../history/history-tab.tsx';
import type { IdUnder } from '../../messages/message-ids.ts';
import { useRepairLabels } from '../repair-labels.ts';
import { RepairStatusAction } from '../repair-status-action.tsx';
import styles from './repair-detail.module.css';
import { useGetRepairQuery } from './repair-detail-api.ts';
import {
  RepairCustomer,
  RepairDevice,
  RepairEmails,
  RepairQuotes,
  RepairStatusHistory,
} from './repair-detail-sections.tsx';
import { RequoteCard } from './requote-card.tsx';

/** A repair number as the api writes them (SV-2026-000123, SR-…); anything else is not asked for. */
const NUMBER = /^[A-Za-z]{2}-\d{4}-\d{6}$/;

/** /admin/opravy/:number — one repair with its status moves, the re-quote and its history. */
export function RepairDetailPage() {
  const intl = useIntl();
  const { shop } = useShop();
  const param = useParams().number ?? '';
  const number = NUMBER.test(param) ? param.toUpperCase() : null;
  const { currentData, error, isFetching, refetch } = useGetRepairQuery(number ?? '', {
    skip: number === null,
  });
  const t = (id: IdUnder<'admin.repair.'>, values?: Record<string, string>) =>
    intl.formatMessage({ id: `admin.repair.${id}` }, values);
  const back = (
    <p className={styles.back}>
      <Link to={adminPath(shop, 'repairs')}>{t('back')}</Link>
    </p>
  );

  if (!currentData) {
    let content = (
      <div className={styles.loading}>
        <Spinner label={t('loading')} />
        <SkeletonText lines={6} />
      </div>
    );
    if (number === null || (isApiError(error) && error.status === 404))
      content = <Alert tone="warning">{t('notFound')}</Alert>;
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
      <RepairDetail repair={currentData} />
    </PageLayout>
  );
}

function RepairDetail({ repair }: { repair: ServiceOrderDetail }) {
  const intl = useIntl();
  const labels = useRepairLabels();
  const statusHeading = useId();
  const historyHeading = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const t = (id: IdUnder<'admin.repair.'>) => intl.formatMessage({ id: `admin.repair.${id}` });
  // The grid's row as the status action reads it: the same dialog and rules as in the grid.
  const row = {
    number: repair.number,
    status: repair.status,
    createdAt: repair.createdAt,
    customer: `${repair.customer.firstName} ${repair.customer.lastName}`,
    email: repair.customer.email,
    device: repair.device.name,
    handover: repair.handover,
    bookedPrice: repair.bookedPrice,
    currentPrice: repair.currentPrice,
    quotePending: repair.quotePending,
  };
  return (
    <div className={layout.detail}>
      <div className={layout.main}>
        <RepairDevice repair={repair} />
        <RepairCustomer repair={repair} />
        <RepairQuotes repair={repair} />
        <RepairStatusHistory repair={repair} />
        <RepairEmails repair={repair} />
        <section aria-labelledby={historyHeading} className={layout.card}>
          <h2 id={historyHeading}>{t('history.title')}</h2>
          <HistoryTab entity="service-order" entityId={repair.number} />
        </section>
      </div>
      <div className={layout.side}>
        <section aria-labelledby={statusHeading} className={layout.card}>
          <h2 id={statusHeading}>{t('status.title')}</h2>
          <p>
            {labels.status(repair.status)}
            {repair.quotePending && <span className={styles.waiting}>{t('quotes.pending')}</span>}
          </p>
          {failure && (
            <Alert tone="error" onDismiss={() => setFailure(null)}>
              {failure}
            </Alert>
          )}
          {repair.moves.length === 0 ? (
            <p className={styles.muted}>{t('status.closed')}</p>
          ) : (
            <RepairStatusAction repair={row} onChanged={() => undefined} onFailure={setFailure} />
          )}
        </section>
        {repair.canRequote && <RequoteCard repair={repair} />}
      </div>
    </div>
  );
}
