import { useIntl } from 'react-intl';
import { AccountArea } from '../account-area/account-area.tsx';

// Placeholder until the page is built (issue 6).
export function AddressesPage() {
  const intl = useIntl();
  return (
    <AccountArea page="addresses" title={intl.formatMessage({ id: 'account.nav.addresses' })}>
      {(user) => <p>{user.firstName}</p>}
    </AccountArea>
  );
}
