import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { type Locale, type ServiceOrderList, type ServiceStatus, shops } from 'shared-domain';
import { serviceStatusMoves } from 'shared-domain/contracts/staff.ts';
import { Button, Dialog, SelectField, TextAreaField, TextField, useFormatMoney } from 'shared-ui';
import type { IdUnder } from '../messages/message-ids.ts';
import { useRepairLabels } from './repair-labels.ts';
import styles from './repairs.module.css';
import type { RepairStatusChange } from './repairs-api.ts';
import {
  asksForQuote,
  checkStatusChange,
  REPAIR_NOTE_MAX_LENGTH,
  type StatusChangeErrors,
  type StatusChangeField,
  type StatusChangeValues,
  statusChangeServerErrors,
} from './status-change-form.ts';

type Repair = ServiceOrderList['items'][number];

/** What a change ended with: nothing to add on success, otherwise the error for the dialog to place. */
export type ChangeOutcome = { ok: true } | { ok: false; error: unknown };

export interface StatusChangeDialogProps {
  repair: Repair;
  busy: boolean;
  onCancel: () => void;
  /** Takes the chosen change on (sends it, or asks first); field errors of a refusal stay here. */
  onChoose: (body: Omit<RepairStatusChange, 'number'>) => Promise<ChangeOutcome>;
  /** Any other failure: the dialog closes and the caller explains it. */
  onFailure: (error: unknown) => void;
}

const empty: StatusChangeValues = { status: '', price: '', note: '' };
const fieldOrder: StatusChangeField[] = ['status', 'price', 'note'];

/**
 * The next status of a repair, chosen only from the moves `serviceStatusMoves` allows from its
 * status (the api checks the same table). The diagnosis asks for its price and the technician's note.
 */
export function StatusChangeDialog({ repair, busy, onCancel, onChoose, onFailure }: StatusChangeDialogProps) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const labels = useRepairLabels();
  const t = (id: IdUnder<'admin.repairs.change.'>, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.repairs.change.${id}` }, values);
  const formId = useId();
  const idOf = (field: StatusChangeField) => `${formId}-${field}`;
  const [values, setValues] = useState<StatusChangeValues>(empty);
  const [errors, setErrors] = useState<StatusChangeErrors>({});
  const { currency } = repair.currentPrice;
  // "Kč" or "Lei": the currency the repair was booked in, which its quote keeps.
  const currencyLabel = Object.values(shops).find((shop) => shop.currency === currency)?.currencyLabel;
  const quote = asksForQuote(values.status);

  function change(field: StatusChangeField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function showErrors(found: StatusChangeErrors) {
    setErrors(found);
    const first = fieldOrder.find((field) => found[field]);
    if (first) document.getElementById(idOf(first))?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkStatusChange(values, currency, intl.locale as Locale);
    if (!check.ok) {
      showErrors(check.errors);
      return;
    }
    const outcome = await onChoose(check.body);
    if (outcome.ok) return;
    const fromServer = statusChangeServerErrors(outcome.error);
    // Only errors at a field on screen can be shown there (no price field, no price error).
    if (fromServer.status || (quote && (fromServer.price || fromServer.note))) showErrors(fromServer);
    else onFailure(outcome.error);
  }

  return (
    <Dialog
      open
      onClose={onCancel}
      dismissible={!busy}
      title={t('title', { number: repair.number })}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {intl.formatMessage({ id: 'ui.dialog.cancel' })}
          </Button>
          <Button type="submit" form={formId} loading={busy} loadingLabel={t('sending')}>
            {t('submit')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className={styles.form}>
        <p>
          {t('current', {
            device: repair.device,
            customer: repair.customer,
            status: labels.status(repair.status),
          })}
        </p>
        <SelectField
          id={idOf('status')}
          label={t('status')}
          placeholder={t('choose')}
          required
          value={values.status}
          onChange={(event) => change('status', event.target.value as ServiceStatus)}
          error={errors.status}
          options={serviceStatusMoves[repair.status].map((status) => ({
            value: status,
            label: labels.status(status),
          }))}
        />
        {values.status === 'cancelled' && <p>{t('cancelHint')}</p>}
        {quote && (
          <>
            <TextField
              id={idOf('price')}
              name="quote_price"
              inputMode="numeric"
              autoComplete="off"
              required
              label={t('price', { currency: currencyLabel ?? currency })}
              hint={t('priceHint', { price: formatMoney(repair.bookedPrice) })}
              value={values.price}
              onChange={(event) => change('price', event.target.value)}
              error={errors.price}
            />
            <TextAreaField
              id={idOf('note')}
              name="note"
              rows={3}
              label={t('note')}
              hint={t('noteHint', { max: REPAIR_NOTE_MAX_LENGTH })}
              value={values.note}
              onChange={(event) => change('note', event.target.value)}
              error={errors.note}
            />
          </>
        )}
      </form>
    </Dialog>
  );
}
