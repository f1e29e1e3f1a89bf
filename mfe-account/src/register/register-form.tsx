import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { FormErrors } from 'shared-domain/validation';
import {
  Alert,
  Button,
  CheckboxField,
  FormError,
  TextField,
  useApiErrorMessage,
  useNavigate,
  useShop,
} from 'shared-ui';
import { useRegisterMutation } from '../account-api.ts';
import { summaryOf } from '../forms/form-summary.ts';
import { PasswordChecklist } from '../forms/password-checklist.tsx';
import styles from '../login/login-page.module.css';
import type { MessageId } from '../messages/message-ids.ts';
import { describeRegisterFailure } from './register-failure.ts';
import {
  checkRegistration,
  emptyRegisterValues,
  type RegisterField,
  type RegisterValues,
  registerFields,
} from './register-values.ts';

type TextFieldName = Exclude<RegisterField, 'business' | 'consentTerms' | 'consentMarketing'>;
type CheckboxName = Extract<RegisterField, 'business' | 'consentTerms' | 'consentMarketing'>;

const autoComplete: Record<TextFieldName, string> = {
  email: 'email',
  password: 'new-password',
  passwordConfirmation: 'new-password',
  firstName: 'given-name',
  lastName: 'family-name',
  phone: 'tel',
  companyName: 'organization',
  companyId: 'off',
  vatId: 'off',
};

/** Each field's label: a new field without its words fails tsc. */
const fieldLabel: Record<RegisterField, MessageId> = {
  email: 'account.register.email',
  password: 'account.register.password',
  passwordConfirmation: 'account.register.passwordConfirmation',
  firstName: 'account.register.firstName',
  lastName: 'account.register.lastName',
  phone: 'account.register.phone',
  business: 'account.register.business',
  companyName: 'account.register.companyName',
  companyId: 'account.register.companyId',
  vatId: 'account.register.vatId',
  consentTerms: 'account.register.consentTerms',
  consentMarketing: 'account.register.consentMarketing',
};

export function RegisterForm({ target }: { target: string }) {
  const intl = useIntl();
  const { shop } = useShop();
  const navigate = useNavigate();
  const describeApiError = useApiErrorMessage();
  const idPrefix = useId();
  const idOf = (field: RegisterField) => `${idPrefix}-${field}`;
  const checklistId = `${idPrefix}-password-rules`;
  const [values, setValues] = useState<RegisterValues>(emptyRegisterValues);
  const [errors, setErrors] = useState<FormErrors>({});
  const [summary, setSummary] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string>();
  // A new key per failed submit remounts the summary, which then takes the focus again.
  const [attempt, setAttempt] = useState(0);
  const [register, { isLoading }] = useRegisterMutation();

  function change<F extends RegisterField>(field: F, value: RegisterValues[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    // The message goes once the user works on the field; the summary stays until the next submit.
    setErrors((current) => ({ ...current, [field]: '' }));
  }

  function fail(found: FormErrors, message?: string) {
    setErrors(found);
    setSummary(found);
    setFormError(message);
    setAttempt((current) => current + 1);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkRegistration(shop, values);
    if (!check.ok) return fail(check.errors);
    setFormError(undefined);
    setSummary({});
    try {
      await register(check.body).unwrap();
      navigate(target, { replace: true });
    } catch (error) {
      const failure = describeRegisterFailure(error, intl, describeApiError);
      fail(failure.errors, failure.message);
    }
  }

  const summaryItems = summaryOf(summary, registerFields, idOf);
  const label = (field: RegisterField) => intl.formatMessage({ id: fieldLabel[field] });

  function text(field: TextFieldName, extra: { type?: string; hint?: string; required?: boolean } = {}) {
    const { type = 'text', hint, required = true } = extra;
    return (
      <TextField
        id={idOf(field)}
        name={field}
        type={type}
        autoComplete={autoComplete[field]}
        label={label(field)}
        hint={hint}
        required={required}
        value={values[field]}
        onChange={(event) => change(field, event.target.value)}
        error={errors[field] || undefined}
        aria-describedby={field === 'password' ? checklistId : undefined}
      />
    );
  }

  function checkbox(field: CheckboxName, required = false) {
    return (
      <CheckboxField
        id={idOf(field)}
        name={field}
        label={label(field)}
        required={required}
        checked={values[field]}
        onChange={(event) => change(field, event.target.checked)}
        error={errors[field] || undefined}
      />
    );
  }

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <p className={styles.intro}>{intl.formatMessage({ id: 'account.register.intro' })}</p>
      {summaryItems.length > 0 && <FormError key={attempt} errors={summaryItems} />}
      {formError && <Alert tone="error">{formError}</Alert>}
      {text('email', { type: 'email' })}
      {text('password', { type: 'password' })}
      <PasswordChecklist id={checklistId} password={values.password} />
      {text('passwordConfirmation', { type: 'password' })}
      {text('firstName')}
      {text('lastName')}
      {text('phone', { type: 'tel', hint: intl.formatMessage({ id: 'account.register.phoneHint' }) })}
      {checkbox('business')}
      {values.business && (
        <fieldset className={styles.fieldset}>
          <legend>{intl.formatMessage({ id: 'account.register.companyLegend' })}</legend>
          {text('companyName')}
          {text('companyId')}
          {text('vatId', { required: false, hint: intl.formatMessage({ id: 'account.register.vatIdHint' }) })}
        </fieldset>
      )}
      {checkbox('consentTerms', true)}
      {checkbox('consentMarketing')}
      <Button
        type="submit"
        loading={isLoading}
        loadingLabel={intl.formatMessage({ id: 'account.register.sending' })}
        fullWidth
      >
        {intl.formatMessage({ id: 'account.register.submit' })}
      </Button>
    </form>
  );
}
