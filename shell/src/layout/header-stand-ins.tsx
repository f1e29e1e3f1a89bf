import { useIntl } from 'react-intl';
import {
  CartLink,
  Link,
  LoginLink,
  UserEntryContent,
  UserEntryPlaceholder,
  useGetCartCountQuery,
  userEntryClass,
  useShop,
  useWhoAmIQuery,
} from 'shared-ui';

// What the header shows in the first paint where the cart's badge and the account's user menu go:
// the same link, name and size, drawn from data the shell already has (the boot aggregate seeds the
// count and the user into the shared cache). The remotes' widgets take over once the browser is idle
// or the visitor reaches for them, so the first paint loads neither remote.

/** The cart link with the count, as the cart's badge draws it. */
export function CartLinkStandIn() {
  const intl = useIntl();
  const { data: count } = useGetCartCountQuery();
  const label =
    count === undefined
      ? intl.formatMessage({ id: 'shell.standIn.cart' })
      : intl.formatMessage({ id: 'shell.standIn.cartWithCount' }, { count });
  return <CartLink label={label} count={count} />;
}

/** "Log in", or the signed-in user's name leading to the account, as the user menu's button shows it. */
export function UserLinkStandIn() {
  const intl = useIntl();
  const { paths } = useShop();
  const { data, isError } = useWhoAmIQuery();
  if (!data && !isError) return <UserEntryPlaceholder />;
  if (!data?.user) return <LoginLink>{intl.formatMessage({ id: 'shell.standIn.login' })}</LoginLink>;
  const name = data.user.firstName;
  return (
    <Link
      to={paths.account}
      className={userEntryClass}
      aria-label={intl.formatMessage({ id: 'shell.standIn.account' }, { name })}
    >
      <UserEntryContent name={name} />
    </Link>
  );
}
