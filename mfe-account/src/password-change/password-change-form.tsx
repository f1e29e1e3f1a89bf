import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { type PasswordChange, shops } from 'shared-domain';
import { passwordChangeSchema } from 'shared-domain/contracts';
import { type FormErrors, formErrorsOfIssues } from 'shared-domain/validation';
import {
  Alert,
  Button,
  FormError,
  type FormErrorItem,
  fieldErrorsOf,
  isApiError,
  TextField,
  useApiErrorMessage,
  useShop,
} from 'shared-ui';
import { errorOutsideFields, summaryItems } from '../forms/form-summary.ts';
import { PasswordChecklist } from '../forms/password-checklist.tsx';
import type { MessageId } from '../messages/message-ids.ts';
import { useAccountChangePasswordMutation } from '../profile-api.ts';
import styles from './password-change.module.css';

const fields = ['currentPassword', 'password', 'passwordConfirmation'] as const;
type Field = (typeof fields)[number];
const empty: PasswordChange = { currentPassword: '', password: '', passwordConfirmation: '' };
const autoComplete: Record<Field, string> = {
  currentPassword: 'current-password',
  password: 'new-password',
  passwordConfirmation: 'new-password',
};

/** Each field's label: a new field without its words fails tsc. */
const fieldLabel: Record<Field, MessageId> = {
  currentPassword: 'account.password.currentPassword',
  password: 'account.password.password',
  passwordConfirmation: 'account.password.passwordConfirmation',
};

export function PasswordChangeForm() {
  const intl = useIntl();
  const { shop } = useShop();
  const describeApiError = useApiErrorMessage();
  const idPrefix = useId();
  const idOf = (field: string) => `${idPrefix}-${field}`;
  const [values, setValues] = useState<PasswordChange>(empty);
  const [errors, setErrors] = useState<FormErrors>({});
  const [summary, setSummary] = useState<FormErrorItem[]>([]);
  const [formError, setFormError] = useState<string>();
  const [changed, setChanged] = useState(false);
  const [changePassword, { isLoading }] = useAccountChangePasswordMutation();

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
    setChanged(false);
  }

  function showErrors(found: FormErrors, outside?: string) {
    setErrors(found);
    setSummary(summaryItems(found, fields, idOf));
    setFormError(outside);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChanged(false);
    const checked = passwordChangeSchema.safeParse(values);
    if (!checked.success) {
      showErrors(formErrorsOfIssues(checked.error.issues, shops[shop].locale));
      return;
    }
    showErrors({});
    try {
      await changePassword(checked.data).unwrap();
      // Passwords never stay on the screen longer than needed.
      setValues(empty);
      setChanged(true);
    } catch (error) {
      if (isApiError(error) && error.status === 400 && error.data.errors) {
        const serverErrors = fieldErrorsOf(error.data);
        showErrors(serverErrors, errorOutsideFields(serverErrors, fields));
      } else {
        showErrors({}, describeApiError(error));
      }
    }
  }

  const rulesId = idOf('rules');
  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <p className={styles.intro}>{intl.formatMessage({ id: 'account.password.intro' })}</p>
      {(summary.length > 0 || formError) && <FormError errors={summary} message={formError} />}
      {changed && <Alert tone="success">{intl.formatMessage({ id: 'account.password.changed' })}</Alert>}
      {fields.map((field) => (
        <div key={field}>
          <TextField
            id={idOf(field)}
            name={field}
            type="password"
            autoComplete={autoComplete[field]}
            label={intl.formatMessage({ id: fieldLabel[field] })}
            required
            value={values[field]}
            onChange={(event) => change(field, event.target.value)}
            error={errors[field]}
            aria-describedby={field === 'password' ? rulesId : undefined}
          />
          {field === 'password' && <PasswordChecklist id={rulesId} password={values.password} />}
        </div>
      ))}
      <div>
        <Button
          type="submit"
          loading={isLoading}
          loadingLabel={intl.formatMessage({ id: 'account.password.sending' })}
        >
          {intl.formatMessage({ id: 'account.password.submit' })}
        </Button>
      </div>
    </form>
  );
}
