import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { AdminProductReview } from 'shared-domain';
import { Button, ConfirmDialog, useApiErrorMessage, useToast } from 'shared-ui';
import type { IdUnder } from '../messages/message-ids.ts';
import { ReviewEditDialog } from './review-edit-dialog.tsx';
import styles from './reviews.module.css';
import { useApproveReviewMutation, useUpdateReviewMutation } from './reviews-api.ts';

export interface ReviewActionsProps {
  review: AdminProductReview;
  /** A status changed: the review may leave the filtered list, with the button that was pressed. */
  onStatusChanged: () => void;
  /** Why a change failed, for the page to show above the grid; null clears it. */
  onFailure: (message: string | null) => void;
}

/**
 * A row's moderation: approve at once (the review goes public), reject after asking, or edit. An
 * action that would leave the status as it is is not offered.
 */
export function ReviewActions({ review, onStatusChanged, onFailure }: ReviewActionsProps) {
  const intl = useIntl();
  const toast = useToast();
  const describe = useApiErrorMessage();
  const t = (id: IdUnder<'admin.reviews.'>) =>
    intl.formatMessage({ id: `admin.reviews.${id}` }, { name: review.full_name });
  const [approve, approving] = useApproveReviewMutation();
  const [update, rejecting] = useUpdateReviewMutation();
  const [asking, setAsking] = useState(false);
  const [editing, setEditing] = useState(false);
  const busy = approving.isLoading || rejecting.isLoading;

  async function run(action: () => Promise<unknown>, done: IdUnder<'admin.reviews.'>) {
    onFailure(null);
    try {
      await action();
      toast.show({ tone: 'success', message: t(done) });
      onStatusChanged();
    } catch (error) {
      onFailure(describe(error));
    } finally {
      setAsking(false);
    }
  }

  return (
    <div className={styles.rowActions}>
      {review.status !== 'approved' && (
        <Button
          size="small"
          disabled={busy}
          loading={approving.isLoading}
          loadingLabel={t('action.sending')}
          onClick={() => run(() => approve(review.id).unwrap(), 'approved')}
        >
          {t('action.approve')}
        </Button>
      )}
      {review.status !== 'rejected' && (
        <Button size="small" variant="danger" disabled={busy} onClick={() => setAsking(true)}>
          {t('action.reject')}
        </Button>
      )}
      <Button size="small" variant="secondary" disabled={busy} onClick={() => setEditing(true)}>
        {t('action.edit')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('reject.title')}
        confirmLabel={t('reject.confirm')}
        destructive
        busy={rejecting.isLoading}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          run(() => update({ id: review.id, changes: { status: 'rejected' } }).unwrap(), 'rejected')
        }
      >
        <p>
          {intl.formatMessage(
            { id: 'admin.reviews.reject.text' },
            { name: review.full_name, product: review.product_name },
          )}
        </p>
      </ConfirmDialog>
      {editing && <ReviewEditDialog review={review} onClose={() => setEditing(false)} />}
    </div>
  );
}
