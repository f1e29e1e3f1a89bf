import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { AdminOrderDetail, OrderCancellation } from 'shared-domain';
import { Alert, Button, ConfirmDialog, isApiError, useApiErrorMessage } from 'shared-ui';
import layout from '../../frame/detail-layout.module.css';
import type { IdUnder } from '../../messages/message-ids.ts';
import styles from '../orders.module.css';
import { useCancelOrderMutation } from '../orders-api.ts';
import { CancellationOutcome } from './cancellation-outcome.tsx';

/**
 * What staff can do with the order: cancel it while it has not left the shop (asked first: the
 * stock returns and a paid online payment is refunded). The outcome stays on screen after the
 * detail is refetched, when the button is gone.
 */
export function OrderActions({ order }: { order: AdminOrderDetail }) {
  const intl = useIntl();
  const describe = useApiErrorMessage();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const t = (id: IdUnder<'admin.order.'>, values?: Record<string, string>) =>
    intl.formatMessage({ id: `admin.order.${id}` }, values);
  const [cancelOrder, { isLoading }] = useCancelOrderMutation();
  const [asking, setAsking] = useState(false);
  const [outcome, setOutcome] = useState<OrderCancellation | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // Cancelling removes the pressed button: keep keyboard users in this section, not lost on the page.
  const couldCancel = useRef(order.canCancel);
  useEffect(() => {
    if (couldCancel.current === order.canCancel) return;
    couldCancel.current = order.canCancel;
    if (!document.activeElement || document.activeElement === document.body) headingRef.current?.focus();
  }, [order.canCancel]);

  const confirm = async () => {
    setFailure(null);
    try {
      setOutcome(await cancelOrder(order.number).unwrap());
    } catch (error) {
      // A conflict (already cancelled, shipped meanwhile) is explained by the server in its own words.
      setFailure(isApiError(error) && error.status === 409 ? error.data.message : describe(error));
    } finally {
      setAsking(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className={layout.card}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {t('actions.title')}
      </h2>
      {outcome && <CancellationOutcome cancellation={outcome} onDismiss={() => setOutcome(null)} />}
      {failure && (
        <Alert tone="error" title={t('cancel.failed')}>
          {failure}
        </Alert>
      )}
      {order.canCancel ? (
        <Button variant="danger" onClick={() => setAsking(true)}>
          {t('cancel.button')}
        </Button>
      ) : (
        <p className={styles.muted}>{t('actions.closed')}</p>
      )}
      <ConfirmDialog
        open={asking}
        title={t('cancel.title', { number: order.number })}
        confirmLabel={t('cancel.confirm')}
        cancelLabel={t('cancel.keep')}
        destructive
        busy={isLoading}
        onCancel={() => setAsking(false)}
        onConfirm={() => void confirm()}
      >
        <p>{t('cancel.text')}</p>
      </ConfirmDialog>
    </section>
  );
}
