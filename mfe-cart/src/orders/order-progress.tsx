import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { OrderStatus } from 'shared-domain';
import type { MessageId } from '../messages/message-ids.ts';
import styles from './orders.module.css';

// The way an order normally goes; a cancelled one leaves it (shown apart, not as a step).
const path = ['new', 'paid', 'picking', 'shipped', 'delivered'] as const satisfies readonly OrderStatus[];

type StepState = 'done' | 'current' | 'upcoming';

/** Each step of the way, named: a new step without its words fails tsc. */
const stepTitle: Record<(typeof path)[number], MessageId> = {
  new: 'orders.orderStatus.new',
  paid: 'orders.orderStatus.paid',
  picking: 'orders.orderStatus.picking',
  shipped: 'orders.orderStatus.shipped',
  delivered: 'orders.orderStatus.delivered',
};

/** Whether a step is done, under way or ahead, in words. */
const stepStateLabel: Record<StepState, MessageId> = {
  done: 'orders.step.done',
  current: 'orders.step.current',
  upcoming: 'orders.step.upcoming',
};

function stateOf(index: number, reached: number): StepState {
  if (index < reached) return 'done';
  if (index > reached) return 'upcoming';
  // The last step reached is complete, nothing is under way any more.
  return index === path.length - 1 ? 'done' : 'current';
}

/** The order's steps, each marked done, under way or to come. */
export function OrderProgress({ status }: { status: Exclude<OrderStatus, 'cancelled'> }) {
  const intl = useIntl();
  const headingId = useId();
  const reached = path.indexOf(status);
  return (
    <>
      <h3 id={headingId}>{intl.formatMessage({ id: 'orders.detail.progress' })}</h3>
      <ol className={styles.progress} aria-labelledby={headingId}>
        {path.map((step, index) => {
          const state = stateOf(index, reached);
          return (
            <li key={step} className={styles[state]} aria-current={index === reached ? 'step' : undefined}>
              <span className={styles.marker} aria-hidden="true" />
              <span className={styles.stepTitle}>{intl.formatMessage({ id: stepTitle[step] })}</span>
              <span className={styles.stepState}>{intl.formatMessage({ id: stepStateLabel[state] })}</span>
            </li>
          );
        })}
      </ol>
    </>
  );
}
