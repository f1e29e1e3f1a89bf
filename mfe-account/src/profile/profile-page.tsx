import { useIntl } from 'react-intl';
import { LoadError, SkeletonText } from 'shared-ui';
import { useAccountProfileQuery } from 'shared-ui/account-data';
import { AccountArea } from '../account-area/account-area.tsx';
import { ProfileForm } from './profile-form.tsx';
import { ProfileReadOnly } from './profile-read-only.tsx';
import { SignInEmail } from './sign-in-email.tsx';

/** Personal data (issue 6): editable for a customer, read-only for a branch's shop account. */
export function ProfilePage() {
  const intl = useIntl();
  return (
    <AccountArea page="profile" title={intl.formatMessage({ id: 'account.nav.profile' })}>
      {() => <ProfileContent />}
    </AccountArea>
  );
}

function ProfileContent() {
  const intl = useIntl();
  const { data: profile, error, isLoading, refetch } = useAccountProfileQuery();

  if (isLoading) {
    return (
      <div aria-busy="true">
        <SkeletonText lines={6} />
      </div>
    );
  }
  if (!profile) {
    return (
      <LoadError
        title={intl.formatMessage({ id: 'account.profile.loadError' })}
        error={error}
        onRetry={refetch}
      />
    );
  }
  return (
    <>
      <SignInEmail email={profile.email} />
      {profile.canEdit ? <ProfileForm profile={profile} /> : <ProfileReadOnly profile={profile} />}
    </>
  );
}
