import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { accountPagePath, shops } from 'shared-domain';
import { passwordResetConfirmSchema } from 'shared-domain/contracts';
import { type FormErrors, formErrorsOfIssues } from 'shared-domain/validation';
import {
  Alert,
  Button,
  buttonClassName,
  FormError,
  fieldErrorsOf,
  isApiError,
  Link,
  TextField,
  useApiErrorMessage,
  useDocumentTitle,
  useShop,
} from 'shared-ui';
import { useConfirmPasswordResetMutation } from '../account-api.ts';
import { summaryOf } from '../forms/form-summary.ts';
import { PasswordChecklist } from '../forms/password-checklist.tsx';
import styles from '../login/login-page.module.css';
import type { MessageId } from '../messages/message-ids.ts';
import { useResetToken } from './reset-token.ts';

type Outcome = 'form' | 'done' | 'invalid';

export function ResetPasswordPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'account.reset.title' });
  useDocumentTitle(title);
  const token = useResetToken();
  const [outcome, setOutcome] = useState<Outcome>('form');
  const shown: Outcome = token ? outcome : 'invalid';

  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      {shown === 'form' && token && <ResetPasswordForm token={token} onOutcome={setOutcome} />}
      {shown === 'done' && <ResetDone />}
      {shown === 'invalid' && <InvalidLink />}
    </div>
  );
}

function ResetDone() {
  const intl = useIntl();
  const { paths } = useShop();
  return (
    <div className={styles.success}>
      <Alert tone="success" title={intl.formatMessage({ id: 'account.reset.doneTitle' })}>
        <p>{intl.formatMessage({ id: 'account.reset.done' })}</p>
      </Alert>
      <Link to={paths.login} className={buttonClassName()}>
        {intl.formatMessage({ id: 'account.reset.login' })}
      </Link>
    </div>
  );
}

/** Missing, unknown, used or expired: the user cannot tell these apart and the fix is the same. */
function InvalidLink() {
  const intl = useIntl();
  const { shop } = useShop();
  return (
    <div className={styles.success}>
      <Alert tone="error" title={intl.formatMessage({ id: 'account.reset.invalidTitle' })}>
        <p>{intl.formatMessage({ id: 'account.reset.invalid' })}</p>
      </Alert>
      <Link to={accountPagePath(shop, 'forgotPassword')} className={buttonClassName()}>
        {intl.formatMessage({ id: 'account.reset.requestNew' })}
      </Link>
    </div>
  );
}

const fields = ['password', 'passwordConfirmation'] as const;
type ResetField = (typeof fields)[number];

/** Each field's label: a new field without its words fails tsc. */
const fieldLabel: Record<ResetField, MessageId> = {
  password: 'account.reset.password',
  passwordConfirmation: 'account.reset.passwordConfirmation',
};

function ResetPasswordForm({ token, onOutcome }: { token: string; onOutcome: (outcome: Outcome) => void }) {
  const intl = useIntl();
  const { shop } = useShop();
  const describeApiError = useApiErrorMessage();
  const idPrefix = useId();
  const idOf = (field: ResetField) => `${idPrefix}-${field}`;
  const checklistId = `${idPrefix}-rules`;
  const [values, setValues] = useState<Record<ResetField, string>>({
    password: '',
    passwordConfirmation: '',
  });
  const [errors, setErrors] = useState<FormErrors>({});
  const [summary, setSummary] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const [confirmReset, { isLoading }] = useConfirmPasswordResetMutation();

  function fail(found: FormErrors, message?: string) {
    // A token the schema refuses (too short, mangled by a mail client) is a broken link too.
    if (found.token) return onOutcome('invalid');
    setErrors(found);
    setSummary(found);
    setFormError(message);
    setAttempt((current) => current + 1);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = passwordResetConfirmSchema.safeParse({ token, ...values });
    if (!result.success) return fail(formErrorsOfIssues(result.error.issues, shops[shop].locale));
    try {
      await confirmReset(result.data).unwrap();
      onOutcome('done');
    } catch (error) {
      if (isApiError(error) && error.data.code === 'invalid_reset_token') return onOutcome('invalid');
      const found = isApiError(error) && error.status === 400 ? fieldErrorsOf(error.data) : {};
      fail(found, Object.keys(found).length > 0 ? undefined : describeApiError(error));
    }
  }

  function field(name: ResetField) {
    return (
      <TextField
        id={idOf(name)}
        name={name}
        type="password"
        autoComplete="new-password"
        label={intl.formatMessage({ id: fieldLabel[name] })}
        required
        value={values[name]}
        onChange={(event) => {
          setValues((current) => ({ ...current, [name]: event.target.value }));
          setErrors((current) => ({ ...current, [name]: '' }));
        }}
        error={errors[name] || undefined}
        aria-describedby={name === 'password' ? checklistId : undefined}
      />
    );
  }

  const summaryItems = summaryOf(summary, fields, idOf);

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <p className={styles.intro}>{intl.formatMessage({ id: 'account.reset.intro' })}</p>
      {summaryItems.length > 0 && <FormError key={attempt} errors={summaryItems} />}
      {formError && <Alert tone="error">{formError}</Alert>}
      {field('password')}
      <PasswordChecklist id={checklistId} password={values.password} />
      {field('passwordConfirmation')}
      <Button
        type="submit"
        loading={isLoading}
        loadingLabel={intl.formatMessage({ id: 'account.reset.sending' })}
        fullWidth
      >
        {intl.formatMessage({ id: 'account.reset.submit' })}
      </Button>
    </form>
  );
}
