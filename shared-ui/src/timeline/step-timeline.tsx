import { useId } from 'react';
import { useFormatDate } from 'shared-ui';
import styles from './step-timeline.module.css';

export type TimelineStepState = 'done' | 'current' | 'upcoming' | 'skipped';

export interface TimelineStepItem {
  key: string;
  /** The step's name, e.g. "Přijato do servisu". */
  title: string;
  state: TimelineStepState;
  /** The state in words ("Hotovo", "Probíhá"…), also read by screen readers. */
  stateLabel: string;
  /** The order is at this step now (aria-current="step"), also when it is the last one and done. */
  isCurrent: boolean;
  /** When the step was reached (ISO), or null. */
  at: string | null;
  note?: string | null;
}

export interface StepTimelineProps {
  /** The heading (h3) that names the list. */
  heading: string;
  steps: readonly TimelineStepItem[];
}

const dateTime: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * The steps of an order in order (a buyout's tracking, a repair's status): each done, under way,
 * still ahead or skipped, with the date it was reached. The areas word the steps; this draws them.
 */
export function StepTimeline({ heading, steps }: StepTimelineProps) {
  const formatDate = useFormatDate();
  const headingId = useId();
  return (
    <>
      <h3 id={headingId}>{heading}</h3>
      <ol className={styles.timeline} aria-labelledby={headingId}>
        {steps.map((step) => (
          <li
            key={step.key}
            className={styles[step.state]}
            aria-current={step.isCurrent ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden="true" />
            <div>
              <p className={styles.stepTitle}>{step.title}</p>
              <p className={styles.stepMeta}>
                {step.stateLabel}
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
