import { type FormEvent, useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Button,
  ConfirmDialog,
  FormError,
  fieldErrorsOf,
  isApiError,
  TextAreaField,
  TextField,
  useShop,
} from 'shared-ui';
import type { IdUnder } from '../messages/message-ids.ts';
import { useSendWithdrawalMutation } from '../orders-api.ts';
import { useOrderErrorMessage } from './order-error-message.ts';
import styles from './orders.module.css';
import {
  translateServerMessage,
  validateWithdrawal,
  validateWithdrawalField,
  type WithdrawalErrors,
  type WithdrawalField,
  type WithdrawalValues,
  withdrawalFields,
} from './withdrawal-validation.ts';

interface WithdrawalFormProps {
  number: string;
  token: string;
  /** The api accepted the withdrawal and gave it this number. */
  onSent: (withdrawalNumber: string) => void;
}

const empty: WithdrawalValues = { email: '', bank_account: '', account_holder: '', reason: '' };

/** E-mail, refund account and holder, an optional reason; asks once more before sending. */
export function WithdrawalForm({ number, token, onSent }: WithdrawalFormProps) {
  const intl = useIntl();
  const { shop, locale } = useShop();
  const describe = useOrderErrorMessage();
  const idPrefix = useId();
  const [values, setValues] = useState<WithdrawalValues>(empty);
  const [errors, setErrors] = useState<WithdrawalErrors>({});
  const [formMessage, setFormMessage] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  // Focus moves to a field only once the dialog has closed and handed focus back.
  const [focusField, setFocusField] = useState<WithdrawalField | null>(null);
  const [send, { isLoading }] = useSendWithdrawalMutation();
  const t = (id: IdUnder<'orders.withdrawal.'>) => intl.formatMessage({ id: `orders.withdrawal.${id}` });
  const fieldId = (field: WithdrawalField) => `${idPrefix}-${field}`;

  useEffect(() => {
    if (focusField === null || confirming) return;
    document.getElementById(`${idPrefix}-${focusField}`)?.focus();
    setFocusField(null);
  }, [focusField, confirming, idPrefix]);

  function showErrors(found: WithdrawalErrors) {
    setErrors(found);
    const first = withdrawalFields.find((field) => found[field]);
    if (first) setFocusField(first);
    return first !== undefined;
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormMessage(undefined);
    if (!showErrors(validateWithdrawal(shop, locale, values))) setConfirming(true);
  }

  async function confirm() {
    const reason = values.reason.trim();
    try {
      const result = await send({
        number,
        body: {
          token,
          email: values.email.trim(),
          bank_account: values.bank_account.trim(),
          account_holder: values.account_holder.trim(),
          ...(reason ? { reason } : {}),
        },
      }).unwrap();
      setConfirming(false);
      onSent(result.number);
    } catch (error) {
      setConfirming(false);
      // What was typed stays: only the messages change.
      const byField = isApiError(error) && error.status === 400 ? fieldErrorsOf(error.data) : {};
      const found: WithdrawalErrors = {};
      for (const field of withdrawalFields) {
        if (byField[field]) found[field] = translateServerMessage(locale, byField[field]);
      }
      if (!showErrors(found)) setFormMessage(describe(error));
    }
  }

  const bind = (field: WithdrawalField) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
    // Only adds the browser's own finding: a server error stays until the field is edited.
    onBlur: () => {
      const error =
        values[field] === '' ? undefined : validateWithdrawalField(shop, locale, field, values[field]);
      if (error) setErrors((current) => ({ ...current, [field]: error }));
    },
  });

  return (
    <form noValidate onSubmit={submit} className={styles.form}>
      <FormError title={t('failed')} message={formMessage} />
      <TextField
        {...bind('email')}
        required
        type="email"
        inputMode="email"
        autoComplete="email"
        label={t('email')}
      />
      <TextField
        {...bind('bank_account')}
        required
        autoComplete="off"
        spellCheck={false}
        label={t('bankAccount')}
        hint={t('bankAccountHint')}
      />
      <TextField {...bind('account_holder')} required autoComplete="name" label={t('accountHolder')} />
      <TextAreaField {...bind('reason')} rows={4} label={t('reason')} hint={t('reasonHint')} />
      <Button type="submit">{t('submit')}</Button>
      <ConfirmDialog
        open={confirming}
        title={t('confirm.title')}
        confirmLabel={t('confirm.action')}
        destructive
        busy={isLoading}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        <p>
          {intl.formatMessage(
            { id: 'orders.withdrawal.confirm.text' },
            { number, account: values.bank_account.trim() },
          )}
        </p>
      </ConfirmDialog>
    </form>
  );
}
