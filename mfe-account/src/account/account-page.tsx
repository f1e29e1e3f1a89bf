import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CurrentUser } from 'shared-domain';
import {
  Alert,
  Button,
  LoadError,
  Navigate,
  SkeletonText,
  useApiErrorMessage,
  useLocation,
  useNavigate,
  useShop,
  useWhoAmIQuery,
} from 'shared-ui';
import { useLogoutMutation } from '../account-api.ts';
import { loginPathFor } from '../login/safe-next.ts';
import styles from './account-page.module.css';

export function AccountPage() {
  const intl = useIntl();
  const { paths } = useShop();
  const location = useLocation();
  const { data, error, isLoading, isFetching, refetch } = useWhoAmIQuery();

  if (isLoading || (isFetching && !data?.user)) {
    return (
      <div className={styles.page} aria-busy="true">
        <h1>{intl.formatMessage({ id: 'account.title' })}</h1>
        <SkeletonText lines={4} />
      </div>
    );
  }
  if (error || !data) {
    return (
      <div className={styles.page}>
        <h1>{intl.formatMessage({ id: 'account.title' })}</h1>
        <LoadError
          title={intl.formatMessage({ id: 'account.error.title' })}
          error={error}
          onRetry={refetch}
        />
      </div>
    );
  }
  if (!data.user) {
    return <Navigate to={loginPathFor(paths.login, `${location.pathname}${location.search}`)} replace />;
  }
  return <AccountSummary user={data.user} />;
}

function AccountSummary({ user }: { user: CurrentUser }) {
  const intl = useIntl();
  const { paths } = useShop();
  const navigate = useNavigate();
  const describeApiError = useApiErrorMessage();
  const [logout, { isLoading }] = useLogoutMutation();
  const [logoutError, setLogoutError] = useState<string>();
  const titleId = useId();

  async function logOut() {
    setLogoutError(undefined);
    try {
      await logout().unwrap();
      navigate(paths.home);
    } catch (error) {
      setLogoutError(describeApiError(error));
    }
  }

  const rows = [
    { term: 'account.summary.name', value: `${user.firstName} ${user.lastName}` },
    { term: 'account.summary.email', value: user.email },
    { term: 'account.summary.role', value: intl.formatMessage({ id: `account.role.${user.role}` }) },
    ...(user.companyName ? [{ term: 'account.summary.company', value: user.companyName }] : []),
  ];

  return (
    <div className={styles.page}>
      <h1>{intl.formatMessage({ id: 'account.title' })}</h1>
      <p className={styles.greeting}>
        {intl.formatMessage({ id: 'account.greeting' }, { name: user.firstName })}
      </p>
      <section aria-labelledby={titleId} className={styles.card}>
        <h2 id={titleId}>{intl.formatMessage({ id: 'account.summary.title' })}</h2>
        <dl className={styles.summary}>
          {rows.map((row) => (
            <div key={row.term} className={styles.row}>
              <dt>{intl.formatMessage({ id: row.term })}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <Alert tone="info">{intl.formatMessage({ id: 'account.coming' })}</Alert>
      {logoutError && <Alert tone="error">{logoutError}</Alert>}
      <div>
        <Button
          variant="secondary"
          onClick={logOut}
          loading={isLoading}
          loadingLabel={intl.formatMessage({ id: 'account.logout.sending' })}
        >
          {intl.formatMessage({ id: 'account.logout' })}
        </Button>
      </div>
    </div>
  );
}
