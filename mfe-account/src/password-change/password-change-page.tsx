import { useIntl } from 'react-intl';
import { AccountArea } from '../account-area/account-area.tsx';

// Placeholder until the page is built (issue 6).
export function PasswordChangePage() {
  const intl = useIntl();
  return (
    <AccountArea page="password" title={intl.formatMessage({ id: 'account.nav.password' })}>
      {(user) => <p>{user.firstName}</p>}
    </AccountArea>
  );
}
