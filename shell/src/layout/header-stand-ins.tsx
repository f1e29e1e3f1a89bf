import { useIntl } from 'react-intl';
import { Link, loginPathFor, useGetCartCountQuery, useLocation, useShop, useWhoAmIQuery } from 'shared-ui';
import styles from './header-stand-ins.module.css';

// What the header shows in the first paint where the cart's badge and the account's user menu go:
// the same link, name and size, drawn from data the shell already has (the boot aggregate seeds the
// count and the user into the shared cache). The remotes' widgets take over once the browser is idle
// or the visitor reaches for them, so the first paint loads neither remote.

/** The cart link with the count, as the cart's badge draws it. */
export function CartLinkStandIn() {
  const intl = useIntl();
  const { paths } = useShop();
  const { data: count } = useGetCartCountQuery();
  const label =
    count === undefined
      ? intl.formatMessage({ id: 'shell.standIn.cart' })
      : intl.formatMessage({ id: 'shell.standIn.cartWithCount' }, { count });
  return (
    <Link to={paths.cart} className={styles.cart} aria-label={label} title={label}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM1 2v2h2l3.6 7.6-1.4 2.4c-.1.3-.2.6-.2 1 0 1.1.9 2 2 2h12v-2H7.4a.25.25 0 0 1-.2-.4L8.1 13h7.5c.8 0 1.4-.4 1.7-1l3.6-6.5A1 1 0 0 0 20 4H5.2l-.9-2H1Z"
        />
      </svg>
      {count !== undefined && count > 0 && (
        <span className={styles.count} aria-hidden="true">
          {intl.formatNumber(count)}
        </span>
      )}
    </Link>
  );
}

/** "Log in", or the signed-in user's name leading to the account, as the user menu's button shows it. */
export function UserLinkStandIn() {
  const intl = useIntl();
  const { paths } = useShop();
  const location = useLocation();
  const { data, isError } = useWhoAmIQuery();
  if (!data && !isError) return <span className={styles.userPlaceholder} aria-hidden="true" />;
  if (!data?.user) {
    const here = `${location.pathname}${location.search}`;
    return (
      <Link
        to={location.pathname === paths.login ? here : loginPathFor(paths.login, here)}
        className={styles.login}
      >
        {intl.formatMessage({ id: 'shell.standIn.login' })}
      </Link>
    );
  }
  const name = data.user.firstName;
  return (
    <Link
      to={paths.account}
      className={styles.user}
      aria-label={intl.formatMessage({ id: 'shell.standIn.account' }, { name })}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5Z"
        />
      </svg>
      <span>{name}</span>
      <span className={styles.chevron} aria-hidden="true">
        ▾
      </span>
    </Link>
  );
}
