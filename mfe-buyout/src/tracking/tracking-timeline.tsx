import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useFormatDate } from 'shared-ui';
import type { TimelineStep } from './timeline-view.ts';
import styles from './tracking-page.module.css';

const dateTime: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** The buyout's steps in order; each says whether it is done, under way or still to come. */
export function TrackingTimeline({ steps }: { steps: readonly TimelineStep[] }) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const headingId = useId();
  return (
    <>
      <h3 id={headingId}>{intl.formatMessage({ id: 'buyout.tracking.timeline' })}</h3>
      <ol className={styles.timeline} aria-labelledby={headingId}>
        {steps.map((step) => (
          <li
            key={step.status}
            className={styles[step.state]}
            aria-current={step.isCurrent ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden="true" />
            <div>
              <p className={styles.stepTitle}>
                {intl.formatMessage({ id: `buyout.tracking.status.${step.status}` })}
              </p>
              <p className={styles.stepMeta}>
                {intl.formatMessage({ id: `buyout.tracking.state.${step.state}` })}
                {step.at && (
                  <>
                    {' · '}
                    <time dateTime={step.at}>{formatDate(step.at, dateTime)}</time>
                  </>
                )}
              </p>
              {step.note && <p className={styles.stepNote}>{step.note}</p>}
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
