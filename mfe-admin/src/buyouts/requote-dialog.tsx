import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { type BuyoutData, shops } from 'shared-domain';
import { BUYOUT_NOTE_MAX_LENGTH } from 'shared-domain/buyout';
import { Button, Dialog, TextAreaField, TextField, useFormatMoney } from 'shared-ui';
import styles from './buyouts.module.css';
import {
  type RequoteErrors,
  type RequoteField,
  type RequoteValues,
  requoteBody,
  requoteServerErrors,
  validateRequote,
} from './requote-form.ts';

/** What a change ended with: nothing to add on success, otherwise the error for the caller to place. */
export type ChangeOutcome = { ok: true } | { ok: false; error: unknown };

export interface RequoteDialogProps {
  open: boolean;
  buyout: BuyoutData;
  busy: boolean;
  onCancel: () => void;
  /** Sends the change; the dialog keeps field errors of a refused request for itself. */
  onSubmit: (body: { price: number; note?: string }) => Promise<ChangeOutcome>;
  /** Any other failure: the dialog closes and the caller explains it. */
  onFailure: (error: unknown) => void;
}

export function RequoteDialog({ open, buyout, busy, onCancel, onSubmit, onFailure }: RequoteDialogProps) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  // "Kč" or "Lei": the currency the buyout was sold in, which the new price keeps.
  const currencyLabel = Object.values(shops).find((shop) => shop.currency === buyout.currency)?.currencyLabel;
  const formId = useId();
  const ids: Record<RequoteField, string> = { price: `${formId}-price`, note: `${formId}-note` };
  const [values, setValues] = useState<RequoteValues>({ price: '', note: '' });
  const [errors, setErrors] = useState<RequoteErrors>({});

  function change(field: RequoteField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function showErrors(found: RequoteErrors) {
    setErrors(found);
    const first = (['price', 'note'] as const).find((field) => found[field]);
    if (first) document.getElementById(ids[first])?.focus();
  }

  function close() {
    setValues({ price: '', note: '' });
    setErrors({});
    onCancel();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateRequote(values, intl);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    const outcome = await onSubmit(requoteBody(values, buyout.currency));
    if (outcome.ok) {
      setValues({ price: '', note: '' });
      setErrors({});
      return;
    }
    const fromServer = requoteServerErrors(outcome.error, intl);
    if (Object.keys(fromServer).length > 0) showErrors(fromServer);
    else onFailure(outcome.error);
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      dismissible={!busy}
      title={intl.formatMessage({ id: 'admin.buyout.requote.title' }, { number: buyout.number })}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {intl.formatMessage({ id: 'ui.dialog.cancel' })}
          </Button>
          <Button
            type="submit"
            form={formId}
            loading={busy}
            loadingLabel={intl.formatMessage({ id: 'admin.buyout.actions.sending' })}
          >
            {intl.formatMessage({ id: 'admin.buyout.requote.submit' })}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className={styles.form}>
        <p>
          {intl.formatMessage(
            { id: 'admin.buyout.requote.text' },
            { price: formatMoney({ amount: buyout.price, currency: buyout.currency }) },
          )}
        </p>
        <TextField
          id={ids.price}
          name="price"
          inputMode="numeric"
          autoComplete="off"
          required
          label={intl.formatMessage({ id: 'admin.buyout.requote.price' }, { currency: currencyLabel })}
          hint={intl.formatMessage({ id: 'admin.buyout.requote.priceHint' })}
          value={values.price}
          onChange={(event) => change('price', event.target.value)}
          error={errors.price}
        />
        <TextAreaField
          id={ids.note}
          name="note"
          rows={3}
          maxLength={BUYOUT_NOTE_MAX_LENGTH}
          label={intl.formatMessage({ id: 'admin.buyout.requote.note' })}
          hint={intl.formatMessage({ id: 'admin.buyout.requote.noteHint' })}
          value={values.note}
          onChange={(event) => change('note', event.target.value)}
          error={errors.note}
        />
      </form>
    </Dialog>
  );
}
