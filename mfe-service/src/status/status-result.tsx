import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { ServiceOrderStatus } from 'shared-domain';
import { Alert, Price, useFormatDate, useFormatTimeslot } from 'shared-ui';
import type { ServiceStatusLookup } from '../booking-api.ts';
import type { IdUnder } from '../messages/message-ids.ts';
import { QuoteApproval } from './quote-approval.tsx';
import styles from './status-page.module.css';
import { StatusTimeline } from './status-timeline.tsx';

interface StatusResultProps {
  order: ServiceOrderStatus;
  lookup: ServiceStatusLookup;
}

export function StatusResult({ order, lookup }: StatusResultProps) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const formatTimeslot = useFormatTimeslot();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const t = (id: IdUnder<'service.status.'>, values?: Record<string, string>) =>
    intl.formatMessage({ id: `service.status.${id}` }, values);
  const pendingQuote =
    order.quote && !order.quote.approved && order.status !== 'cancelled' ? order.quote : null;

  // A found order replaces the form's answer: take keyboard and screen-reader users to it.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const handover =
    order.handover === 'courier'
      ? t('handover.courier')
      : t('handover.centre', {
          centre: order.centre ?? '',
          time: order.timeslot ? formatTimeslot(order.timeslot) : '',
        });
  const device = order.device.colour ? `${order.device.name}, ${order.device.colour}` : order.device.name;

  return (
    <section aria-labelledby={headingId} className={styles.result}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t('result.title', { number: order.number })}
      </h2>
      {order.status === 'cancelled' && (
        <Alert tone="warning" title={t('cancelled.title')}>
          <p>{t('cancelled.text')}</p>
        </Alert>
      )}
      {pendingQuote && <QuoteApproval quote={pendingQuote} lookup={lookup} />}
      <dl className={styles.summary}>
        <div>
          <dt>{t('result.device')}</dt>
          <dd>{device}</dd>
        </div>
        <div>
          <dt>{t('result.identifier')}</dt>
          <dd>{order.identifier}</dd>
        </div>
        <div>
          <dt>{t('result.operations')}</dt>
          <dd>
            <ul className={styles.operations}>
              {order.operations.map((operation) => (
                <li key={operation.name}>
                  {operation.name} <Price value={operation.price} />
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>{t('result.handover')}</dt>
          <dd>{handover}</dd>
        </div>
        <div>
          <dt>{t('result.created')}</dt>
          <dd>
            <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('result.bookedPrice')}</dt>
          <dd>
            <Price value={order.bookedPrice} />
          </dd>
        </div>
        <div>
          <dt>{t('result.currentPrice')}</dt>
          <dd>
            <Price value={order.currentPrice} />
          </dd>
        </div>
      </dl>
      <StatusTimeline order={order} />
    </section>
  );
}
