import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { InstallmentCompany } from 'shared-domain';
import type { FormErrors } from 'shared-domain/validation';
import { Alert, Button, CheckboxField, TextField, useShop, useToast } from 'shared-ui';
import { serverFieldErrorsOf, useServerFieldErrors } from '../forms/use-server-field-errors.ts';
import type { IdUnder } from '../messages/message-ids.ts';
import {
  type CompanyValues,
  checkCompany,
  companyFields,
  companyValuesOf,
} from './installment-form-values.ts';
import styles from './installments.module.css';
import {
  useCreateInstallmentCompanyMutation,
  useUpdateInstallmentCompanyMutation,
} from './installments-api.ts';

/**
 * A new installment company, or the edit of one. The browser checks with the api's schema; a
 * refusal of the api lands at its field, and what staff typed stays.
 */
export function CompanyForm({ company, onDone }: { company?: InstallmentCompany; onDone: () => void }) {
  const intl = useIntl();
  const { locale, currencyLabel: currency } = useShop();
  const toast = useToast();
  const formId = useId();
  const t = (id: IdUnder<'admin.installments.company.'>, values?: Record<string, string>) =>
    intl.formatMessage({ id: `admin.installments.company.${id}` }, values);
  const [create, created] = useCreateInstallmentCompanyMutation();
  const [update, updated] = useUpdateInstallmentCompanyMutation();
  const server = useServerFieldErrors();
  const [values, setValues] = useState<CompanyValues>(() => companyValuesOf(company));
  const [browserErrors, setBrowserErrors] = useState<FormErrors>({});
  const errors: FormErrors = { ...server.fieldErrors, ...browserErrors };
  const inputId = (field: string) => `${formId}-${field}`;

  const focusFirstError = (found: FormErrors) => {
    const first = companyFields.find((field) => found[field]);
    if (first) document.getElementById(inputId(first))?.focus();
  };
  const edit = (field: keyof CompanyValues, value: string | boolean) => {
    setValues((current) => ({ ...current, [field]: value }));
    setBrowserErrors((current) => ({ ...current, [field]: '' }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkCompany(values, locale);
    if (!checked.ok) {
      setBrowserErrors(checked.errors);
      focusFirstError(checked.errors);
      return;
    }
    setBrowserErrors({});
    const result = company
      ? await update({ id: company.id, patch: checked.payload })
      : await create(checked.payload);
    if ('error' in result) {
      server.setFromError(result.error);
      focusFirstError(serverFieldErrorsOf(result.error) ?? {});
      return;
    }
    server.clear();
    toast.show({ tone: 'success', message: t('saved') });
    onDone();
  };

  const text = (
    field: (typeof companyFields)[number],
    extra: { hint?: string; inputMode?: 'numeric' } = {},
  ) => (
    <TextField
      id={inputId(field)}
      name={field}
      required
      label={t(field, { currency })}
      hint={extra.hint}
      inputMode={extra.inputMode}
      value={values[field]}
      error={errors[field] || undefined}
      onChange={(event) => edit(field, event.target.value)}
    />
  );

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={company ? t('editTitle', { name: company.name }) : t('newTitle')}
    >
      <h4>{company ? t('editTitle', { name: company.name }) : t('newTitle')}</h4>
      {server.formError && (
        <div className={styles.wide}>
          <Alert tone="error">{server.formError}</Alert>
        </div>
      )}
      {text('code', { hint: t('codeHint') })}
      {text('name')}
      {text('minAmount', { inputMode: 'numeric' })}
      {text('maxAmount', { inputMode: 'numeric' })}
      <CheckboxField
        label={t('active')}
        checked={values.active}
        onChange={(event) => edit('active', event.target.checked)}
      />
      <p className={`${styles.wide} ${styles.muted}`}>{t('adapterTest')}</p>
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
