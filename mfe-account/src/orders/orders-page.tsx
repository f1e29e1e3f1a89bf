import { useIntl } from 'react-intl';
import { AccountArea } from '../account-area/account-area.tsx';

// Placeholder until the page is built (issue 6).
export function OrdersPage() {
  const intl = useIntl();
  return (
    <AccountArea page="orders" title={intl.formatMessage({ id: 'account.nav.orders' })}>
      {(user) => <p>{user.firstName}</p>}
    </AccountArea>
  );
}
