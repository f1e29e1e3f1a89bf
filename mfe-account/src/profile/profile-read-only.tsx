import { useIntl } from 'react-intl';
import type { Profile } from 'shared-domain';
import { Alert } from 'shared-ui';
import styles from './profile.module.css';

/** A shop account's data: head office manages it, so it is shown with the reason and no form. */
export function ProfileReadOnly({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const orNone = (value: string | null) => value || text('account.profile.notGiven');
  const rows: [string, string][] = [
    [text('account.profile.firstName'), orNone(profile.firstName)],
    [text('account.profile.lastName'), orNone(profile.lastName)],
    [text('account.profile.phone'), orNone(profile.phone)],
  ];
  if (profile.business) {
    rows.push(
      [text('account.profile.companyName'), orNone(profile.companyName)],
      [text('account.profile.companyId'), orNone(profile.companyId)],
      [text('account.profile.vatId'), orNone(profile.vatId)],
    );
  }
  rows.push([
    text('account.profile.consentMarketing'),
    text(profile.consentMarketing ? 'account.profile.yes' : 'account.profile.no'),
  ]);

  return (
    <>
      <Alert tone="info">{text('account.profile.readOnly')}</Alert>
      <dl className={styles.details}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
