import { useState } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState, LoadError, Pagination, SkeletonText, useFormatDate } from 'shared-ui';
import type { IdUnder, MessageId } from '../messages/message-ids.ts';
import styles from './history.module.css';
import { HISTORY_PAGE_SIZE, useGetHistoryQuery } from './history-api.ts';
import { changedFields } from './history-diff.ts';

/** The actions the audit trail records today; it stores free text, so another is shown as written. */
const actionName: Record<string, MessageId> = {
  create: 'admin.history.action.create',
  update: 'admin.history.action.update',
  delete: 'admin.history.action.delete',
  move: 'admin.history.action.move',
  cancel: 'admin.history.action.cancel',
  email: 'admin.history.action.email',
  'delivery-window': 'admin.history.action.delivery-window',
};

export interface HistoryTabProps {
  /** The audit trail's entity name, e.g. 'category', 'master-product'. */
  entity: string;
  entityId: string | number;
}

/** The "History" tab of an entity: who changed what and when, newest first, a page at a time. */
export function HistoryTab({ entity, entityId }: HistoryTabProps) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isFetching, refetch } = useGetHistoryQuery({ entity, entityId, page });
  const t = (id: IdUnder<'admin.history.'>, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.history.${id}` }, values);

  if (isLoading) {
    return (
      <div aria-busy="true">
        <p className={styles.loading}>{t('loading')}</p>
        <SkeletonText lines={4} />
      </div>
    );
  }
  if (error || !data) return <LoadError error={error} onRetry={refetch} title={t('loadError')} />;
  if (data.items.length === 0) return <EmptyState title={t('empty')} headingLevel={3} />;

  const actionLabel = (action: string) =>
    Object.hasOwn(actionName, action) ? intl.formatMessage({ id: actionName[action] }) : action;
  const empty = t('noValue');
  return (
    <div aria-busy={isFetching || undefined}>
      <ol className={styles.entries}>
        {data.items.map((entry) => {
          const changes = changedFields(entry.before, entry.after);
          return (
            <li key={entry.id} className={styles.entry}>
              <p className={styles.meta}>
                <time dateTime={entry.at}>
                  {formatDate(entry.at, { dateStyle: 'medium', timeStyle: 'short' })}
                </time>
                {' · '}
                <span>{entry.actor}</span>
                {' · '}
                <strong>{actionLabel(entry.action)}</strong>
              </p>
              {changes.length > 0 && (
                <table className={styles.changes} aria-label={t('changesCaption')}>
                  <thead>
                    <tr>
                      <th scope="col">{t('field')}</th>
                      <th scope="col">{t('before')}</th>
                      <th scope="col">{t('after')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {changes.map((change) => (
                      <tr key={change.field}>
                        <th scope="row">{change.field || t('value')}</th>
                        <td className={styles.before}>{change.before ?? empty}</td>
                        <td className={styles.after}>{change.after ?? empty}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </li>
          );
        })}
      </ol>
      <Pagination
        page={page}
        pageCount={Math.ceil(data.total / HISTORY_PAGE_SIZE)}
        onPageChange={setPage}
        label={t('pagination')}
      />
    </div>
  );
}
