import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { DiscountDetail, DiscountSaved } from 'shared-domain';
import {
  Alert,
  isApiError,
  Link,
  LoadError,
  PageLayout,
  SkeletonText,
  Spinner,
  useLocation,
  useNavigate,
  useParams,
  useShop,
} from 'shared-ui';
import { adminEntityPath, adminPath } from '../../admin-paths.ts';
import { FactList } from '../../buyouts/fact-list.tsx';
import layout from '../../frame/detail-layout.module.css';
import { HistoryTab } from '../../history/history-tab.tsx';
import type { IdUnder } from '../../messages/message-ids.ts';
import { useDiscountStateLabel } from '../discount-labels.ts';
import styles from '../discounts.module.css';
import { useGetDiscountQuery } from '../discounts-api.ts';
import { DiscountArchive } from './discount-archive.tsx';
import { DiscountCodes } from './discount-codes.tsx';
import { DiscountForm } from './discount-form.tsx';

/** A path id: a positive whole number, else nothing is asked (the answer would be "not found"). */
function idOf(param: string | undefined): number | null {
  return param && /^\d{1,9}$/.test(param) && Number(param) > 0 ? Number(param) : null;
}

/**
 * /admin/slevy/:id — one discount: its form, its state and codes, archiving and history;
 * /admin/slevy/nova — the form of a new discount, which then opens as its own page.
 */
export function DiscountDetailPage({ isNew = false }: { isNew?: boolean }) {
  const intl = useIntl();
  const { shop } = useShop();
  const navigate = useNavigate();
  const location = useLocation();
  const param = useParams().id;
  const id = isNew ? null : idOf(param);
  const { currentData, error, isFetching, refetch } = useGetDiscountQuery(id ?? 0, { skip: id === null });
  // What the last save left out of the set, said above the form until the next save.
  const [notAssigned, setNotAssigned] = useState(
    () => (location.state as { notAssigned?: number } | null)?.notAssigned ?? 0,
  );
  const t = (key: IdUnder<'admin.discount.'>, values?: Record<string, string>) =>
    intl.formatMessage({ id: `admin.discount.${key}` }, values);
  const back = (
    <p className={styles.back}>
      <Link to={adminPath(shop, 'discounts')}>{t('back')}</Link>
    </p>
  );
  const notAssignedAlert =
    notAssigned > 0 ? (
      <Alert tone="warning" onDismiss={() => setNotAssigned(0)}>
        {intl.formatMessage({ id: 'admin.discount.notAssigned' }, { count: notAssigned })}
      </Alert>
    ) : null;

  const onSaved = (saved: DiscountSaved) => {
    setNotAssigned(saved.notAssigned);
    if (isNew)
      navigate(adminEntityPath(shop, 'discounts', saved.discount.id), {
        state: { notAssigned: saved.notAssigned },
      });
  };

  if (isNew)
    return (
      <PageLayout title={t('newTitle')} className={styles.page}>
        {back}
        <DiscountForm discount={null} onSaved={onSaved} />
      </PageLayout>
    );

  if (!currentData) {
    let content = (
      <div className={styles.loading}>
        <Spinner label={t('loading')} />
        <SkeletonText lines={6} />
      </div>
    );
    if (id === null || (isApiError(error) && error.status === 404))
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
    <PageLayout title={t('title', { title: currentData.title })} busy={isFetching} className={styles.page}>
      {back}
      {notAssignedAlert}
      <div className={layout.detail}>
        <div className={layout.main}>
          {/* Keyed by the saved discount: after a save the form starts from what was stored. */}
          <DiscountForm key={JSON.stringify(currentData)} discount={currentData} onSaved={onSaved} />
          <FactList title={t('history.title')} facts={[]}>
            <HistoryTab entity="discount" entityId={currentData.id} />
          </FactList>
        </div>
        <div className={layout.side}>
          <DiscountFacts discount={currentData} />
          <DiscountCodes discount={currentData} />
          <DiscountArchive discount={currentData} />
        </div>
      </div>
    </PageLayout>
  );
}

function DiscountFacts({ discount }: { discount: DiscountDetail }) {
  const intl = useIntl();
  const state = useDiscountStateLabel();
  const t = (key: IdUnder<'admin.discount.facts.'>) =>
    intl.formatMessage({ id: `admin.discount.facts.${key}` });
  return (
    <FactList
      title={t('title')}
      facts={[
        { label: t('state'), value: state(discount) },
        { label: t('codes'), value: String(discount.codes.total) },
        { label: t('used'), value: String(discount.codes.used) },
        {
          label: t('overlap'),
          value: intl.formatMessage(
            { id: 'admin.discount.overlap' },
            { count: discount.overlappingProducts },
          ),
        },
      ]}
    />
  );
}
