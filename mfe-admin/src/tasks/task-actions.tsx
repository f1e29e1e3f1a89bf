import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { JobRun } from 'shared-domain';
import { Button, ConfirmDialog, isApiError, useApiErrorMessage, useToast } from 'shared-ui';
import type { IdUnder } from '../messages/message-ids.ts';
import { useJobKindLabel } from './job-summary.tsx';
import { canCancel, canRetry, useCancelJobRunMutation, useRetryJobRunMutation } from './jobs-api.ts';
import styles from './tasks.module.css';

/**
 * A run's buttons: "Zrušit" while it waits or runs (asked once more: work half done stays done),
 * "Spustit znovu" once it failed or was cancelled. A refusal (the run moved on meanwhile) is
 * explained above the grid in the server's words.
 */
export function TaskActions({
  job,
  onFailure,
}: {
  job: JobRun;
  onFailure: (message: string | null) => void;
}) {
  const intl = useIntl();
  const toast = useToast();
  const describe = useApiErrorMessage();
  const kindLabel = useJobKindLabel();
  const [cancel, cancelling] = useCancelJobRunMutation();
  const [retry, retrying] = useRetryJobRunMutation();
  const [confirming, setConfirming] = useState(false);
  const kind = kindLabel(job.kind);
  const t = (id: IdUnder<'admin.tasks.'>) => intl.formatMessage({ id: `admin.tasks.${id}` }, { kind });

  const fail = (error: unknown) =>
    onFailure(isApiError(error) && error.status === 409 ? error.data.message : describe(error));

  async function confirmCancel() {
    onFailure(null);
    try {
      await cancel(job.id).unwrap();
      toast.show({ tone: 'success', message: t('cancelled') });
    } catch (error) {
      fail(error);
    }
    setConfirming(false);
  }

  async function startAgain() {
    onFailure(null);
    try {
      await retry(job.id).unwrap();
      toast.show({ tone: 'success', message: t('retried') });
    } catch (error) {
      fail(error);
    }
  }

  if (!canCancel(job) && !canRetry(job)) return null;
  return (
    <div className={styles.rowActions}>
      {canCancel(job) && (
        <Button
          size="small"
          variant="secondary"
          onClick={() => setConfirming(true)}
          aria-label={t('cancel.label')}
        >
          {t('cancel.button')}
        </Button>
      )}
      {canRetry(job) && (
        <Button
          size="small"
          variant="secondary"
          onClick={startAgain}
          disabled={retrying.isLoading}
          aria-label={t('retry.label')}
        >
          {t('retry.button')}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('cancel.title')}
        confirmLabel={t('cancel.confirm')}
        cancelLabel={t('cancel.back')}
        destructive
        busy={cancelling.isLoading}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmCancel}
      >
        <p>{t('cancel.text')}</p>
      </ConfirmDialog>
    </div>
  );
}
