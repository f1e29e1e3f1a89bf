import { useIntl } from 'react-intl';
import type { Profile } from 'shared-domain';
import { Alert } from 'shared-ui';
import type { IdUnder } from '../messages/message-ids.ts';
import styles from './profile.module.css';

/** A shop account's data: head office manages it, so it is shown with the reason and no form. */
export function ProfileReadOnly({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const text = (id: IdUnder<'account.profile.'>) => intl.formatMessage({ id: `account.profile.${id}` });
  const orNone = (value: string | null) => value || text('notGiven');
  const rows: [string, string][] = [
    [text('firstName'), orNone(profile.firstName)],
    [text('lastName'), orNone(profile.lastName)],
    [text('phone'), orNone(profile.phone)],
  ];
  if (profile.business) {
    rows.push(
      [text('companyName'), orNone(profile.companyName)],
      [text('companyId'), orNone(profile.companyId)],
      [text('vatId'), orNone(profile.vatId)],
    );
  }
  rows.push([text('consentMarketing'), text(profile.consentMarketing ? 'yes' : 'no')]);

  return (
    <>
      <Alert tone="info">{text('readOnly')}</Alert>
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
