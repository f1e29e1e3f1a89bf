import { useIntl } from 'react-intl';
import { AccountArea } from '../account-area/account-area.tsx';
import { PasswordChangeForm } from './password-change-form.tsx';

/** Password change for a signed-in user (never for a visitor; AccountArea sends them to log in). */
export function PasswordChangePage() {
  const intl = useIntl();
  return (
    <AccountArea page="password" title={intl.formatMessage({ id: 'account.nav.password' })}>
      {() => <PasswordChangeForm />}
    </AccountArea>
  );
}
