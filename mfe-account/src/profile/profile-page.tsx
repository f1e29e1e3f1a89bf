import { useIntl } from 'react-intl';
import { AccountArea } from '../account-area/account-area.tsx';

// Placeholder until the page is built (issue 6).
export function ProfilePage() {
  const intl = useIntl();
  return (
    <AccountArea page="profile" title={intl.formatMessage({ id: 'account.nav.profile' })}>
      {(user) => <p>{user.firstName}</p>}
    </AccountArea>
  );
}
