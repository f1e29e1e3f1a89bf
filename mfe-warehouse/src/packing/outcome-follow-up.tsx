import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ScanResult } from 'shared-domain/contracts/staff.ts';
import { Button, ConfirmDialog, Dialog, TextAreaField } from 'shared-ui';
import type { IdUnder } from '../messages/message-ids.ts';
import type { StationScan } from './use-station-scan.ts';

// The api wants a reason of at least 3 characters for "submit anyway"; it is audited.
const MIN_REASON = 3;

/**
 * What the last answer lets the packer do next: take over a crate another station leases, or
 * submit a serial number already assigned elsewhere with a reason.
 */
export function OutcomeFollowUp({ last, scan }: { last: ScanResult | null; scan: StationScan['scan'] }) {
  const intl = useIntl();
  const [open, setOpen] = useState<'takeOver' | 'force' | null>(null);
  const t = (id: IdUnder<'warehouse.packing.followUp.'>) =>
    intl.formatMessage({ id: `warehouse.packing.followUp.${id}` });
  if (last?.outcome !== 'crate_leased' && last?.outcome !== 'serial_taken') return null;
  const takeOver = last.outcome === 'crate_leased';
  const close = () => setOpen(null);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(takeOver ? 'takeOver' : 'force')}>
        {t(takeOver ? 'takeOver' : 'force')}
      </Button>
      <ConfirmDialog
        open={open === 'takeOver'}
        title={t('takeOver.title')}
        confirmLabel={t('takeOver')}
        onConfirm={() => {
          close();
          void scan(last.code, { confirmed: true });
        }}
        onCancel={close}
      >
        {t('takeOver.body')}
      </ConfirmDialog>
      {open === 'force' && (
        <ForceDialog
          onClose={close}
          onSubmit={(reason) => {
            close();
            void scan(last.code, { forceReason: reason });
          }}
        />
      )}
    </>
  );
}

function ForceDialog({ onClose, onSubmit }: { onClose: () => void; onSubmit: (reason: string) => void }) {
  const intl = useIntl();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const t = (id: IdUnder<'warehouse.packing.followUp.'>) =>
    intl.formatMessage({ id: `warehouse.packing.followUp.${id}` });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < MIN_REASON) setError(t('force.reasonRequired'));
    else onSubmit(reason.trim());
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('force.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'ui.dialog.cancel' })}
          </Button>
          <Button type="submit" form="force-serial">
            {t('force')}
          </Button>
        </>
      }
    >
      <form id="force-serial" onSubmit={submit} noValidate>
        <TextAreaField
          label={t('force.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={error}
          required
          maxLength={500}
        />
      </form>
    </Dialog>
  );
}
