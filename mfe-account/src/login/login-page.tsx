import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { accountPagePath } from 'shared-domain';
import {
  Alert,
  Button,
  CheckboxField,
  FormError,
  Link,
  Navigate,
  TextField,
  useApiErrorMessage,
  useDocumentTitle,
  useNavigate,
  useSearchParams,
  useShop,
  useWhoAmIQuery,
} from 'shared-ui';
import { useLoginMutation } from '../account-api.ts';
import {
  describeLoginFailure,
  type LoginField,
  type LoginFieldErrors,
  type LoginValues,
  validateLogin,
} from './login-errors.ts';
import styles from './login-page.module.css';
import { pathWithNext, safeNextPath } from './safe-next.ts';

export function LoginPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'account.login.title' });
  useDocumentTitle(title);
  const { shop, paths } = useShop();
  const [searchParams] = useSearchParams();
  const target = safeNextPath(searchParams.get('next'), paths.account, paths.login);
  const { data: session } = useWhoAmIQuery();

  // Someone already logged in has nothing to do here (also the way out right after logging in).
  if (session?.user) return <Navigate to={target} replace />;

  // A new customer who came here on the way to a page (?next=) gets there after registering too.
  const registerPath = accountPagePath(shop, 'register');
  const registerLink = target === paths.account ? registerPath : pathWithNext(registerPath, target);

  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      <LoginForm target={target} />
      <p className={styles.links}>
        {intl.formatMessage({ id: 'account.login.noAccount' })}{' '}
        <Link to={registerLink}>{intl.formatMessage({ id: 'account.login.register' })}</Link>
      </p>
    </div>
  );
}

function LoginForm({ target }: { target: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const describeApiError = useApiErrorMessage();
  const idPrefix = useId();
  const ids: Record<LoginField, string> = { email: `${idPrefix}-email`, password: `${idPrefix}-password` };
  const { shop } = useShop();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [rememberMe, setRememberMe] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<LoginFieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [showSummary, setShowSummary] = useState(false);
  const [login, { isLoading }] = useLoginMutation();

  function change(field: LoginField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // The message goes once the user works on the field; the summary stays until the next submit.
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(undefined);
    const errors = validateLogin(values, intl);
    setFieldErrors(errors);
    setShowSummary(Object.keys(errors).length > 0);
    if (Object.keys(errors).length > 0) return;
    try {
      await login({ email: values.email.trim(), password: values.password, rememberMe }).unwrap();
      navigate(target, { replace: true });
    } catch (error) {
      const failure = describeLoginFailure(error, intl, describeApiError);
      setFieldErrors(failure.fieldErrors);
      setShowSummary(Object.keys(failure.fieldErrors).length > 0);
      setFormError(failure.formError);
    }
  }

  const summary = (Object.keys(ids) as LoginField[])
    .filter((field) => fieldErrors[field])
    .map((field) => ({ fieldId: ids[field], message: fieldErrors[field]! }));

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <p className={styles.intro}>{intl.formatMessage({ id: 'account.login.intro' })}</p>
      {showSummary && summary.length > 0 && <FormError errors={summary} />}
      {formError && <Alert tone="error">{formError}</Alert>}
      <TextField
        id={ids.email}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="username"
        label={intl.formatMessage({ id: 'account.login.email' })}
        required
        value={values.email}
        onChange={(event) => change('email', event.target.value)}
        error={fieldErrors.email}
      />
      <TextField
        id={ids.password}
        name="password"
        type="password"
        autoComplete="current-password"
        label={intl.formatMessage({ id: 'account.login.password' })}
        required
        value={values.password}
        onChange={(event) => change('password', event.target.value)}
        error={fieldErrors.password}
      />
      <p className={styles.forgotten}>
        <Link to={accountPagePath(shop, 'forgotPassword')}>
          {intl.formatMessage({ id: 'account.login.forgotPassword' })}
        </Link>
      </p>
      <CheckboxField
        name="rememberMe"
        label={intl.formatMessage({ id: 'account.login.rememberMe' })}
        hint={intl.formatMessage({ id: 'account.login.rememberMeHint' })}
        checked={rememberMe}
        onChange={(event) => setRememberMe(event.target.checked)}
      />
      <Button
        type="submit"
        loading={isLoading}
        loadingLabel={intl.formatMessage({ id: 'account.login.sending' })}
        fullWidth
      >
        {intl.formatMessage({ id: 'account.login.submit' })}
      </Button>
    </form>
  );
}
