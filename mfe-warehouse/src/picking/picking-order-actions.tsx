import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { PickingOrder, PickingProblemStatus } from 'shared-domain/contracts/staff.ts';
import { Alert, Button, ConfirmDialog, useApiErrorMessage } from 'shared-ui';
import type { IdUnder } from '../messages/message-ids.ts';
import { CrateCodeDialog } from './crate-code-dialog.tsx';
import styles from './picking.module.css';
import { useResetPickingMutation, useStartPickingMutation } from './picking-api.ts';
import { ProblemDialog } from './problem-dialog.tsx';

type Open = 'crate' | 'reset' | PickingProblemStatus | null;

/** What a picker can do with an order in its status; each action names the order for screen readers. */
export function PickingOrderActions({ order }: { order: PickingOrder }) {
  const intl = useIntl();
  const describe = useApiErrorMessage();
  const [open, setOpen] = useState<Open>(null);
  const [start, starting] = useStartPickingMutation();
  const [resetPicking, resetting] = useResetPickingMutation();
  const t = (id: IdUnder<'warehouse.picking.action.'>) =>
    intl.formatMessage({ id: `warehouse.picking.action.${id}` });
  const named = (id: IdUnder<'warehouse.picking.action.'>) => `${t(id)} ${order.orderNumber}`;
  const { status } = order;
  const canReport = status === 'waiting' || status === 'in_progress';
  const error = starting.error ?? resetting.error;

  const confirmReset = async () => {
    const result = await resetPicking(order.orderNumber);
    if (!('error' in result)) setOpen(null);
  };

  return (
    <div className={styles.actions}>
      {status === 'waiting' && (
        <Button
          aria-label={named('start')}
          loading={starting.isLoading}
          onClick={() => start(order.orderNumber)}
        >
          {t('start')}
        </Button>
      )}
      {status === 'in_progress' && (
        <Button aria-label={named('picked')} onClick={() => setOpen('crate')}>
          {t('picked')}
        </Button>
      )}
      {canReport && (
        <>
          <Button variant="secondary" aria-label={named('notFound')} onClick={() => setOpen('not_found')}>
            {t('notFound')}
          </Button>
          <Button
            variant="secondary"
            aria-label={named('notAvailable')}
            onClick={() => setOpen('not_available')}
          >
            {t('notAvailable')}
          </Button>
        </>
      )}
      {status !== 'waiting' && (
        <Button variant="ghost" aria-label={named('reset')} onClick={() => setOpen('reset')}>
          {t('reset')}
        </Button>
      )}
      {error && <Alert tone="error">{describe(error)}</Alert>}
      {open === 'crate' && <CrateCodeDialog orderNumber={order.orderNumber} onClose={() => setOpen(null)} />}
      {(open === 'not_found' || open === 'not_available') && (
        <ProblemDialog order={order} status={open} onClose={() => setOpen(null)} />
      )}
      <ConfirmDialog
        open={open === 'reset'}
        title={intl.formatMessage({ id: 'warehouse.picking.reset.title' }, { order: order.orderNumber })}
        confirmLabel={t('reset')}
        destructive
        busy={resetting.isLoading}
        onConfirm={confirmReset}
        onCancel={() => setOpen(null)}
      >
        {intl.formatMessage({ id: 'warehouse.picking.reset.body' })}
      </ConfirmDialog>
    </div>
  );
}
