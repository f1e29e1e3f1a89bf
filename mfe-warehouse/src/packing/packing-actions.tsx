import { useState } from 'react';
import { useIntl } from 'react-intl';
import { packingCommands, type StationState } from 'shared-domain/contracts/staff.ts';
import { Button, ConfirmDialog } from 'shared-ui';
import type { IdUnder } from '../messages/message-ids.ts';
import styles from './packing.module.css';
import type { StationScan } from './use-station-scan.ts';
import { UNDO_KEY } from './use-undo-key.ts';

type Confirming = 'skip' | 'cancelOrder' | null;

/** The command barcodes as buttons; skip and cancel ask first and send the command confirmed. */
export function PackingActions({ state, scan }: { state: StationState; scan: StationScan['scan'] }) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const t = (id: IdUnder<'warehouse.packing.action.'>) =>
    intl.formatMessage({ id: `warehouse.packing.action.${id}` });
  const hasOrder = state.order !== null;
  const finished = state.package?.state === 'finished';

  const confirm = async () => {
    const command = confirming === 'skip' ? packingCommands.skip : packingCommands.cancelOrder;
    setConfirming(null);
    await scan(command, { confirmed: true });
  };

  return (
    <div className={styles.actions}>
      <Button disabled={!hasOrder || finished} onClick={() => scan(packingCommands.finish)}>
        {t('finish')}
      </Button>
      <Button disabled={!finished} onClick={() => scan(packingCommands.handOver)}>
        {t('handOver')}
      </Button>
      <Button variant="secondary" disabled={!hasOrder} onClick={() => setConfirming('skip')}>
        {t('skip')}
      </Button>
      <Button
        variant="secondary"
        disabled={!state.canUndo}
        aria-keyshortcuts={UNDO_KEY}
        onClick={() => scan(packingCommands.undo)}
      >
        {t('undo')}
      </Button>
      <Button variant="danger" disabled={!hasOrder} onClick={() => setConfirming('cancelOrder')}>
        {t('cancelOrder')}
      </Button>
      <p className={styles.keyHint}>{t('undoKey')}</p>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? t(`${confirming}.title`) : ''}
        confirmLabel={confirming ? t(confirming) : undefined}
        destructive={confirming === 'cancelOrder'}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      >
        {confirming && t(`${confirming}.body`)}
      </ConfirmDialog>
    </div>
  );
}
