import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ServiceOrderStatus } from 'shared-domain';
import { useFormatDate } from 'shared-ui';
import styles from './status-page.module.css';
import { timelineView } from './timeline-view.ts';

const dateTime: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** The repair's steps in order; each says whether it is done, under way, ahead or off. */
export function StatusTimeline({ order }: { order: ServiceOrderStatus }) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const headingId = useId();
  return (
    <>
      <h3 id={headingId}>{intl.formatMessage({ id: 'service.status.timeline' })}</h3>
      <ol className={styles.timeline} aria-labelledby={headingId}>
        {timelineView(order).map((step) => (
          <li
            key={step.status}
            className={styles[step.state]}
            aria-current={step.isCurrent ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden="true" />
            <div>
              <p className={styles.stepTitle}>
                {intl.formatMessage({ id: `service.status.step.${step.status}` })}
              </p>
              <p className={styles.stepMeta}>
                {intl.formatMessage({ id: `service.status.state.${step.state}` })}
                {step.at && (
                  <>
                    {' · '}
                    <time dateTime={step.at}>{formatDate(step.at, dateTime)}</time>
                  </>
                )}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
