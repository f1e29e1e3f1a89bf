import { useIntl } from 'react-intl';
import type { OrderCancellation } from 'shared-domain';
import { Alert, useFormatMoney } from 'shared-ui';
import type { IdUnder } from '../../messages/message-ids.ts';
import styles from '../orders.module.css';

/** What a cancellation did: the pieces back in stock, the refund (and whether it was a test) and the credit note. */
export function CancellationOutcome({
  cancellation,
  onDismiss,
}: {
  cancellation: OrderCancellation;
  onDismiss: () => void;
}) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const t = (id: IdUnder<'admin.order.cancel.'>, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.order.cancel.${id}` }, values);
  const { refund, creditNote } = cancellation;
  return (
    <Alert tone="success" title={t('done', { number: cancellation.number })} onDismiss={onDismiss}>
      <p>{t('pieces', { pieces: cancellation.releasedPieces })}</p>
      {refund && (
        <p>
          {t('refund', {
            amount: formatMoney(refund.amount),
            provider: refund.provider,
            reference: refund.reference,
          })}
          {refund.testMode && (
            <>
              {' '}
              <strong className={styles.testBadge}>{t('refundTest')}</strong>
            </>
          )}
        </p>
      )}
      {creditNote && <p>{t('creditNote', { creditNote })}</p>}
    </Alert>
  );
}
