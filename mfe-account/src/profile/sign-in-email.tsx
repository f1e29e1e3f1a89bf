import { useIntl } from 'react-intl';
import styles from './profile.module.css';

/** The sign-in e-mail: shown, never edited here (changing it would change how the user logs in). */
export function SignInEmail({ email }: { email: string }) {
  const intl = useIntl();
  return (
    <dl className={styles.details}>
      <div>
        <dt>{intl.formatMessage({ id: 'account.profile.email' })}</dt>
        <dd>
          {email}
          <p className={styles.note}>{intl.formatMessage({ id: 'account.profile.emailNote' })}</p>
        </dd>
      </div>
    </dl>
  );
}
