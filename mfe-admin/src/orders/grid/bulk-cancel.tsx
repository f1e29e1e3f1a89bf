import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { OrderBulkCancelResult } from 'shared-domain';
import { ORDER_BULK_MAX } from 'shared-domain/contracts/staff.ts';
import { Alert, Button, ConfirmDialog, useApiErrorMessage } from 'shared-ui';
import type { GridSelection } from 'shared-ui/data-grid';
import type { IdUnder } from '../../messages/message-ids.ts';
import styles from '../orders.module.css';
import { useCancelOrdersMutation } from '../orders-api.ts';

export interface BulkCancelProps {
  selection: GridSelection;
  /** The orders were cancelled (all or some): the selection is spent. */
  onCancelled: () => void;
}

type Refusal = 'nothingSelected' | 'tooMany';

/** The numbers to cancel, or why there are none: the api takes ticked orders, at most ORDER_BULK_MAX. */
function numbersOf(selection: GridSelection): string[] | Refusal {
  // "All N matching" names no orders; the api cancels only orders it is given by number.
  if (selection.kind === 'allMatching') return 'tooMany';
  if (selection.ids.length === 0) return 'nothingSelected';
  return selection.ids.length > ORDER_BULK_MAX ? 'tooMany' : selection.ids;
}

/**
 * "Zrušit vybrané": asks first, then cancels each chosen order on its own and says what happened —
 * how many were cancelled and why the others were refused. Without a selection it only says so.
 */
export function BulkCancel({ selection, onCancelled }: BulkCancelProps) {
  const intl = useIntl();
  const describe = useApiErrorMessage();
  const t = (id: IdUnder<'admin.orders.bulk.'>, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.orders.bulk.${id}` }, values);
  const [cancelOrders, { isLoading }] = useCancelOrdersMutation();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [asking, setAsking] = useState<string[] | null>(null);
  const [outcome, setOutcome] = useState<OrderBulkCancelResult | null>(null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);

  // The warning holds while the selection is still what it warned about; ticking orders ends it.
  const shownRefusal = refusal !== null && numbersOf(selection) === refusal ? refusal : null;

  const start = () => {
    setOutcome(null);
    setFailure(null);
    const numbers = numbersOf(selection);
    if (typeof numbers === 'string') {
      setRefusal(numbers);
      return;
    }
    setRefusal(null);
    setAsking(numbers);
  };

  const confirm = async (numbers: string[]) => {
    try {
      const result = await cancelOrders(numbers).unwrap();
      setOutcome(result);
      onCancelled();
    } catch (error) {
      setFailure({ error });
    } finally {
      setAsking(null);
    }
  };

  return (
    <>
      <div className={styles.actions}>
        <Button variant="danger" onClick={start}>
          {t('cancel')}
        </Button>
      </div>
      <div className={styles.feedback}>
        {shownRefusal === 'nothingSelected' && <Alert tone="warning">{t('nothingSelected')}</Alert>}
        {shownRefusal === 'tooMany' && <Alert tone="warning">{t('tooMany', { max: ORDER_BULK_MAX })}</Alert>}
        {failure && (
          <Alert tone="error" title={t('failed')}>
            {describe(failure.error)}
          </Alert>
        )}
        {outcome && (
          <Alert
            tone={outcome.refused.length > 0 ? 'warning' : 'success'}
            title={t('cancelled', { count: outcome.cancelled.length })}
            onDismiss={() => setOutcome(null)}
          >
            {outcome.refused.length > 0 && (
              <>
                <p>{t('refusedTitle')}</p>
                <ul className={styles.refused}>
                  {outcome.refused.map((refused) => (
                    <li key={refused.number}>{t('refused', refused)}</li>
                  ))}
                </ul>
              </>
            )}
          </Alert>
        )}
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={t('confirmTitle', { count: asking?.length ?? 0 })}
        confirmLabel={t('confirm')}
        cancelLabel={t('keep')}
        destructive
        busy={isLoading}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) void confirm(asking);
        }}
      >
        <p>{t('confirmText')}</p>
      </ConfirmDialog>
    </>
  );
}
