import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { shops } from 'shared-domain';
import { passwordResetRequestSchema } from 'shared-domain/contracts';
import { type FormErrors, formErrorsOfIssues } from 'shared-domain/validation';
import {
  Alert,
  Button,
  FormError,
  fieldErrorsOf,
  isApiError,
  Link,
  TextField,
  useApiErrorMessage,
  useDocumentTitle,
  useShop,
} from 'shared-ui';
import { useRequestPasswordResetMutation } from '../account-api.ts';
import { summaryOf } from '../forms/form-summary.ts';
import styles from '../login/login-page.module.css';

export function ForgotPasswordPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'account.reset.request.title' });
  useDocumentTitle(title);
  const { paths } = useShop();
  // The address the link went to, as the user typed it; set once the api took the request.
  const [sentTo, setSentTo] = useState<string>();

  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      {sentTo === undefined ? (
        <ForgotPasswordForm onSent={setSentTo} />
      ) : (
        // Worded the same whether the account exists or not: the page must not tell who has one.
        <Alert tone="success" title={intl.formatMessage({ id: 'account.reset.request.sentTitle' })}>
          <p>{intl.formatMessage({ id: 'account.reset.request.sent' }, { email: sentTo })}</p>
        </Alert>
      )}
      <p className={styles.links}>
        <Link to={paths.login}>{intl.formatMessage({ id: 'account.reset.backToLogin' })}</Link>
      </p>
    </div>
  );
}

function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const intl = useIntl();
  const { shop } = useShop();
  const describeApiError = useApiErrorMessage();
  const emailId = useId();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();

  function fail(found: FormErrors, message?: string) {
    setErrors(found);
    setFormError(message);
    setAttempt((current) => current + 1);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = passwordResetRequestSchema.safeParse({ email });
    if (!result.success) return fail(formErrorsOfIssues(result.error.issues, shops[shop].locale));
    try {
      await requestReset(result.data).unwrap();
      onSent(email.trim());
    } catch (error) {
      const found = isApiError(error) && error.status === 400 ? fieldErrorsOf(error.data) : {};
      fail(found, Object.keys(found).length > 0 ? undefined : describeApiError(error));
    }
  }

  const summary = summaryOf(errors, ['email'], () => emailId);

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <p className={styles.intro}>{intl.formatMessage({ id: 'account.reset.request.intro' })}</p>
      {summary.length > 0 && <FormError key={attempt} errors={summary} />}
      {formError && <Alert tone="error">{formError}</Alert>}
      <TextField
        id={emailId}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="username"
        label={intl.formatMessage({ id: 'account.reset.request.email' })}
        required
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setErrors({});
        }}
        error={errors.email}
      />
      <Button
        type="submit"
        loading={isLoading}
        loadingLabel={intl.formatMessage({ id: 'account.reset.request.sending' })}
        fullWidth
      >
        {intl.formatMessage({ id: 'account.reset.request.submit' })}
      </Button>
    </form>
  );
}
