import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import type { PickingOrder, PickingProblemStatus } from 'shared-domain/contracts/staff.ts';
import { Alert, Button, Dialog, SelectField, TextAreaField, useApiErrorMessage } from 'shared-ui';
import type { IdUnder } from '../messages/message-ids.ts';
import { useReportPickingProblemMutation } from './picking-api.ts';
import { problemDialogTitle } from './picking-labels.ts';

export interface ProblemDialogProps {
  order: PickingOrder;
  status: PickingProblemStatus;
  onClose: () => void;
}

// The api wants a reason of at least 3 characters; the dialog says so before sending.
const MIN_REASON = 3;

/** Not found / not available: which product and why; the order is blocked until picking is reset. */
export function ProblemDialog({ order, status, onClose }: ProblemDialogProps) {
  const intl = useIntl();
  const describe = useApiErrorMessage();
  const [productId, setProductId] = useState(String(order.lines[0]?.productId ?? ''));
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [report, { isLoading, error }] = useReportPickingProblemMutation();
  const t = (id: IdUnder<'warehouse.picking.problem.'>) =>
    intl.formatMessage({ id: `warehouse.picking.problem.${id}` });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < MIN_REASON) {
      setReasonError(t('reasonRequired'));
      return;
    }
    setReasonError(undefined);
    const result = await report({
      orderNumber: order.orderNumber,
      status,
      productId: Number(productId),
      reason: reason.trim(),
    });
    if (!('error' in result)) onClose();
  };
  const formId = `problem-${order.orderNumber}`;
  return (
    <Dialog
      open
      onClose={onClose}
      dismissible={!isLoading}
      title={intl.formatMessage({ id: problemDialogTitle[status] }, { order: order.orderNumber })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isLoading}>
            {intl.formatMessage({ id: 'ui.dialog.cancel' })}
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={isLoading}>
            {t('submit')}
          </Button>
        </>
      }
    >
      <p>{t('blocks')}</p>
      <form id={formId} onSubmit={onSubmit} noValidate>
        <SelectField
          label={t('product')}
          value={productId}
          onChange={(event) => setProductId(event.target.value)}
          options={order.lines.map((line) => ({ value: String(line.productId), label: line.name }))}
        />
        <TextAreaField
          label={t('reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={reasonError}
          required
          maxLength={500}
        />
      </form>
      {error && <Alert tone="error">{describe(error)}</Alert>}
    </Dialog>
  );
}
