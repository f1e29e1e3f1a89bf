import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { BuyoutTracking } from 'shared-domain';
import { Price, useFormatDate } from 'shared-ui';
import type { IdUnder } from '../messages/message-ids.ts';
import { useDeviceFacts } from '../use-device-facts.ts';
import { isRequoted, timelineView } from './timeline-view.ts';
import styles from './tracking-page.module.css';
import { TrackingTimeline } from './tracking-timeline.tsx';

export function TrackingResult({ tracking }: { tracking: BuyoutTracking }) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const t = (id: IdUnder<'buyout.tracking.'>) => intl.formatMessage({ id: `buyout.tracking.${id}` });
  const facts = useDeviceFacts(tracking);

  // A found buyout replaces the form's answer: take keyboard and screen-reader users to it.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <section aria-labelledby={headingId} className={styles.result}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {intl.formatMessage({ id: 'buyout.tracking.result.title' }, { number: tracking.number })}
      </h2>
      <dl className={styles.summary}>
        <div>
          <dt>{t('result.device')}</dt>
          <dd>{tracking.device}</dd>
        </div>
        {facts.purchaseDate && (
          <div>
            <dt>{intl.formatMessage({ id: 'buyout.device.purchaseDate' })}</dt>
            <dd>
              <time dateTime={tracking.purchase_date ?? undefined}>{facts.purchaseDate}</time>
            </dd>
          </div>
        )}
        {facts.condition && (
          <div>
            <dt>{intl.formatMessage({ id: 'buyout.device.condition' })}</dt>
            <dd>{facts.condition}</dd>
          </div>
        )}
        <div>
          <dt>{t('result.grade')}</dt>
          <dd>{tracking.quality}</dd>
        </div>
        <div>
          <dt>{t(isRequoted(tracking) ? 'result.requotedPrice' : 'result.price')}</dt>
          <dd>
            <Price value={{ amount: tracking.price, currency: tracking.currency }} />
          </dd>
        </div>
        <div>
          <dt>{t('result.created')}</dt>
          <dd>
            <time dateTime={tracking.created_at}>{formatDate(tracking.created_at)}</time>
          </dd>
        </div>
      </dl>
      {tracking.status === 'requoted' && <p className={styles.requoted}>{t('requotedHint')}</p>}
      <TrackingTimeline steps={timelineView(tracking)} />
    </section>
  );
}
