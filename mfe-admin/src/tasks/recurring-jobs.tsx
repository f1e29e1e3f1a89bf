import { useId } from 'react';
import { useIntl } from 'react-intl';
import { LoadError, SkeletonText, useFormatDate } from 'shared-ui';
import type { IdUnder } from '../messages/message-ids.ts';
import { jobStatusName } from './job-labels.ts';
import { useJobKindLabel } from './job-summary.tsx';
import { useGetJobSchedulesQuery } from './jobs-api.ts';
import styles from './tasks.module.css';

/** The jobs that run on their own: what they do, how often, when they last ran and run next. */
export function RecurringJobs() {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const kindLabel = useJobKindLabel();
  const headingId = useId();
  const { data, error, isLoading, refetch } = useGetJobSchedulesQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const t = (id: IdUnder<'admin.tasks.recurring.'>) =>
    intl.formatMessage({ id: `admin.tasks.recurring.${id}` });
  const time = (value: string) => (
    <time dateTime={value}>{formatDate(value, { dateStyle: 'short', timeStyle: 'short' })}</time>
  );

  let content = <SkeletonText lines={2} />;
  if (error) content = <LoadError error={error} onRetry={refetch} title={t('loadError')} />;
  else if (!isLoading && data)
    content =
      data.items.length === 0 ? (
        <p className={styles.muted}>{t('empty')}</p>
      ) : (
        <table className={styles.scheduleTable} aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{t('job')}</th>
              <th scope="col">{t('schedule')}</th>
              <th scope="col">{t('lastRun')}</th>
              <th scope="col">{t('nextRun')}</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((schedule) => (
              <tr key={schedule.kind}>
                <th scope="row">
                  {kindLabel(schedule.kind)}
                  <p className={styles.muted}>{schedule.description}</p>
                </th>
                <td>
                  <code className={styles.cron}>{schedule.cron}</code>
                  {!schedule.active && <p className={styles.muted}>{t('inactive')}</p>}
                </td>
                <td>
                  {schedule.lastRun ? (
                    <>
                      {time(schedule.lastRun.at)}
                      <p className={styles[`status_${schedule.lastRun.status}`]}>
                        {intl.formatMessage({ id: jobStatusName[schedule.lastRun.status] })}
                      </p>
                    </>
                  ) : (
                    t('never')
                  )}
                </td>
                <td>{schedule.active && schedule.nextRunAt ? time(schedule.nextRunAt) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );

  return (
    <section className={styles.recurring} aria-labelledby={headingId} aria-busy={isLoading}>
      <h2 id={headingId}>{t('title')}</h2>
      <p className={styles.muted}>{t('lead')}</p>
      {content}
    </section>
  );
}
