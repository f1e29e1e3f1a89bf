import { useIntl } from 'react-intl';
import { Link, Navigate, useDocumentTitle, useSearchParams, useShop, useWhoAmIQuery } from 'shared-ui';
import styles from '../login/login-page.module.css';
import { pathWithNext, safeNextPath } from '../login/safe-next.ts';
import { RegisterForm } from './register-form.tsx';

export function RegisterPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'account.register.title' });
  useDocumentTitle(title);
  const { paths } = useShop();
  const [searchParams] = useSearchParams();
  const target = safeNextPath(searchParams.get('next'), paths.account, paths.login);
  const { data: session } = useWhoAmIQuery();

  // A signed-in user has an account already (also the way out right after registering).
  if (session?.user) return <Navigate to={target} replace />;

  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      <RegisterForm target={target} />
      <p className={styles.links}>
        {intl.formatMessage({ id: 'account.register.haveAccount' })}{' '}
        <Link to={target === paths.account ? paths.login : pathWithNext(paths.login, target)}>
          {intl.formatMessage({ id: 'account.register.login' })}
        </Link>
      </p>
    </div>
  );
}
