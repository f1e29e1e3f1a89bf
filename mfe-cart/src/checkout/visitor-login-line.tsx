import { useIntl } from 'react-intl';
import { Link, useShop } from 'shared-ui';
import styles from './checkout-page.module.css';

/** "Máte účet? Přihlaste se": the login brings the customer back here (its `?next=`). */
export function VisitorLoginLine() {
  const intl = useIntl();
  const { paths } = useShop();
  const loginPath = `${paths.login}?${new URLSearchParams({ next: paths.checkout }).toString()}`;
  return (
    <p>
      {intl.formatMessage({ id: 'checkout.account.haveAccount' })}{' '}
      <Link to={loginPath} className={styles.tapLink}>
        {intl.formatMessage({ id: 'checkout.account.login' })}
      </Link>
    </p>
  );
}
