import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ServiceOrderList } from 'shared-domain';
import { serviceStatusMoves } from 'shared-domain/contracts/staff.ts';
import { Button, ConfirmDialog, isApiError, useApiErrorMessage, useToast } from 'shared-ui';
import type { IdUnder } from '../messages/message-ids.ts';
import { useRepairLabels } from './repair-labels.ts';
import { type RepairStatusChange, useChangeRepairStatusMutation } from './repairs-api.ts';
import { type ChangeOutcome, StatusChangeDialog } from './status-change-dialog.tsx';

type Repair = ServiceOrderList['items'][number];

export interface RepairStatusActionProps {
  repair: Repair;
  /** The status changed: the repair may leave the filtered list, with the button that was pressed. */
  onChanged: () => void;
  /** Why a change failed, for the page to show above the grid; null clears it. */
  onFailure: (message: string | null) => void;
}

/**
 * A row's "Změnit stav": the dialog of the next status; cancelling asks once more, since the
 * customer is e-mailed and the repair cannot be taken up again. Closed repairs offer nothing.
 */
export function RepairStatusAction({ repair, onChanged, onFailure }: RepairStatusActionProps) {
  const intl = useIntl();
  const toast = useToast();
  const describe = useApiErrorMessage();
  const labels = useRepairLabels();
  const t = (id: IdUnder<'admin.repairs.'>) =>
    intl.formatMessage({ id: `admin.repairs.${id}` }, { number: repair.number });
  const [change, { isLoading }] = useChangeRepairStatusMutation();
  const [step, setStep] = useState<'closed' | 'choose' | 'confirmCancel'>('closed');

  if (serviceStatusMoves[repair.status].length === 0) return null;

  async function send(body: Omit<RepairStatusChange, 'number'>): Promise<ChangeOutcome> {
    onFailure(null);
    try {
      const changed = await change({ number: repair.number, ...body }).unwrap();
      setStep('closed');
      // The api's status: a diagnosis at the booked price is approved at once.
      toast.show({
        tone: 'success',
        message: intl.formatMessage(
          { id: 'admin.repairs.changed' },
          { number: changed.number, status: labels.status(changed.status) },
        ),
      });
      onChanged();
      return { ok: true };
    } catch (error) {
      return { ok: false, error };
    }
  }

  function fail(error: unknown) {
    setStep('closed');
    // A conflict (someone moved the repair meanwhile) is explained by the server in its own words.
    onFailure(isApiError(error) && error.status === 409 ? error.data.message : describe(error));
  }

  return (
    <>
      <Button size="small" variant="secondary" onClick={() => setStep('choose')}>
        {t('action.change')}
      </Button>
      {step === 'choose' && (
        <StatusChangeDialog
          repair={repair}
          busy={isLoading}
          onCancel={() => setStep('closed')}
          onChoose={async (body) => {
            if (body.status !== 'cancelled') return send(body);
            setStep('confirmCancel');
            return { ok: true };
          }}
          onFailure={fail}
        />
      )}
      <ConfirmDialog
        open={step === 'confirmCancel'}
        title={t('cancel.title')}
        confirmLabel={t('cancel.confirm')}
        cancelLabel={t('cancel.back')}
        destructive
        busy={isLoading}
        onCancel={() => setStep('closed')}
        onConfirm={async () => {
          const outcome = await send({ status: 'cancelled' });
          if (!outcome.ok) fail(outcome.error);
        }}
      >
        <p>{t('cancel.text')}</p>
      </ConfirmDialog>
    </>
  );
}
