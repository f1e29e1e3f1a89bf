import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { InstallmentPriceList } from 'shared-domain';
import type { FormErrors } from 'shared-domain/validation';
import { Alert, Button, CheckboxField, TextField, useShop, useToast } from 'shared-ui';
import '../forms/staff-validation-messages.ts';
import { serverFieldErrorsOf, useServerFieldErrors } from '../forms/use-server-field-errors.ts';
import type { IdUnder } from '../messages/message-ids.ts';
import {
  checkPriceList,
  type PriceListValues,
  priceListFields,
  priceListValuesOf,
} from './installment-form-values.ts';
import styles from './installments.module.css';
import {
  useCreateInstallmentPriceListMutation,
  useUpdateInstallmentPriceListMutation,
} from './installments-api.ts';

type Field = (typeof priceListFields)[number];
const inputModes: Partial<Record<Field, 'numeric' | 'decimal'>> = {
  months: 'numeric',
  apr: 'decimal',
  downPaymentPercent: 'decimal',
  minAmount: 'numeric',
};
const required: ReadonlySet<Field> = new Set(['code', 'barem', 'type', 'months', 'apr']);

/**
 * A company's new price list (barem), or the edit of one: count of months 1–120, APR 0–100 with
 * two decimals, validity from before to. The browser checks with the api's schema; a refusal of
 * the api lands at its field, and what staff typed stays.
 */
export function PriceListForm({
  companyId,
  priceList,
  onDone,
}: {
  companyId: number;
  priceList?: InstallmentPriceList;
  onDone: () => void;
}) {
  const intl = useIntl();
  const { locale, currencyLabel } = useShop();
  const toast = useToast();
  const formId = useId();
  const t = (id: IdUnder<'admin.installments.priceList.'>, values?: Record<string, string>) =>
    intl.formatMessage({ id: `admin.installments.priceList.${id}` }, values);
  const [create, created] = useCreateInstallmentPriceListMutation();
  const [update, updated] = useUpdateInstallmentPriceListMutation();
  const server = useServerFieldErrors();
  const [values, setValues] = useState<PriceListValues>(() => priceListValuesOf(locale, priceList));
  const [browserErrors, setBrowserErrors] = useState<FormErrors>({});
  const errors: FormErrors = { ...server.fieldErrors, ...browserErrors };
  const inputId = (field: string) => `${formId}-${field}`;
  const title = priceList ? t('editTitle', { name: priceList.barem }) : t('newTitle');

  const focusFirstError = (found: FormErrors) => {
    const first = priceListFields.find((field) => found[field]);
    if (first) document.getElementById(inputId(first))?.focus();
  };
  const edit = (field: keyof PriceListValues, value: string | boolean) => {
    setValues((current) => ({ ...current, [field]: value }));
    setBrowserErrors((current) => ({ ...current, [field]: '' }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPriceList(values, locale);
    if (!checked.ok) {
      setBrowserErrors(checked.errors);
      focusFirstError(checked.errors);
      return;
    }
    setBrowserErrors({});
    const result = priceList
      ? await update({ id: priceList.id, patch: checked.payload })
      : await create({ companyId, input: checked.payload });
    if ('error' in result) {
      server.setFromError(result.error);
      focusFirstError(serverFieldErrorsOf(result.error) ?? {});
      return;
    }
    server.clear();
    toast.show({ tone: 'success', message: t('saved') });
    onDone();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={title}>
      <h4>{title}</h4>
      {server.formError && (
        <div className={styles.wide}>
          <Alert tone="error">{server.formError}</Alert>
        </div>
      )}
      {priceListFields.map((field) => (
        <TextField
          key={field}
          id={inputId(field)}
          name={field}
          type={field === 'validFrom' || field === 'validTo' ? 'date' : 'text'}
          inputMode={inputModes[field]}
          required={required.has(field)}
          label={t(field, { currency: currencyLabel })}
          hint={field === 'code' ? t('codeHint') : undefined}
          value={values[field]}
          error={errors[field] || undefined}
          onChange={(event) => edit(field, event.target.value)}
        />
      ))}
      <CheckboxField
        label={t('active')}
        checked={values.active}
        onChange={(event) => edit('active', event.target.checked)}
      />
      <div className={`${styles.wide} ${styles.actions}`}>
        <Button type="submit" loading={created.isLoading || updated.isLoading} loadingLabel={t('saving')}>
          {t('save')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
