import { useIntl } from 'react-intl';
import { AccountArea } from '../account-area/account-area.tsx';

// Placeholder until the page is built (issue 6).
export function SummaryPage() {
  const intl = useIntl();
  return (
    <AccountArea page="summary" title={intl.formatMessage({ id: 'account.title' })}>
      {(user) => <p>{user.firstName}</p>}
    </AccountArea>
  );
}
