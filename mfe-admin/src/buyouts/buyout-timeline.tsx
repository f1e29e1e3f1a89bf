import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { BuyoutData } from 'shared-domain';
import { useFormatDate } from 'shared-ui';
import layout from '../frame/detail-layout.module.css';
import { useBuyoutStatusName } from './buyout-status.tsx';
import styles from './buyouts.module.css';

/** Every status the buyout went through, oldest first, with the note staff left at the change. */
export function BuyoutTimeline({ timeline }: { timeline: BuyoutData['timeline'] }) {
  const intl = useIntl();
  const headingId = useId();
  const formatDate = useFormatDate();
  const statusName = useBuyoutStatusName();
  const entries = [...timeline].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <section aria-labelledby={headingId} className={layout.card}>
      <h2 id={headingId}>{intl.formatMessage({ id: 'admin.buyout.timeline.title' })}</h2>
      <ol className={styles.timeline}>
        {entries.map((entry) => (
          <li key={`${entry.status}-${entry.at}`} className={styles.timelineEntry}>
            <span className={styles.timelineStatus}>{statusName(entry.status)}</span>{' '}
            <time dateTime={entry.at} className={styles.muted}>
              {formatDate(entry.at, { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
            {entry.note && (
              <p className={styles.timelineNote}>
                {intl.formatMessage({ id: 'admin.buyout.timeline.note' }, { note: entry.note })}
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
