import { useId } from 'react';
import { useIntl } from 'react-intl';
import { accountPagePath, type CurrentUser, type Profile } from 'shared-domain';
import { Link, useShop } from 'shared-ui';
import type { IdUnder, MessageId } from '../messages/message-ids.ts';
import styles from './summary.module.css';

/** Each kind of account in words: a new role without its words fails tsc. */
const roleLabel: Record<CurrentUser['role'], MessageId> = {
  customer: 'account.role.customer',
  business: 'account.role.business',
  staff: 'account.role.staff',
  warehouse: 'account.role.warehouse',
};

/** Who the account is: name, e-mail, account type in words and the company of a business customer. */
export function AccountCard({ user, profile }: { user: CurrentUser; profile: Profile }) {
  const intl = useIntl();
  const { shop } = useShop();
  const headingId = useId();
  const t = (id: IdUnder<'account.summary.card.'>) =>
    intl.formatMessage({ id: `account.summary.card.${id}` });
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{t('title')}</h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('name')}</dt>
          <dd>{`${profile.firstName} ${profile.lastName}`}</dd>
        </div>
        <div>
          <dt>{t('email')}</dt>
          <dd>{profile.email}</dd>
        </div>
        <div>
          <dt>{t('type')}</dt>
          <dd>{intl.formatMessage({ id: roleLabel[user.role] })}</dd>
        </div>
        {profile.business && profile.companyName && (
          <div>
            <dt>{t('company')}</dt>
            <dd>{profile.companyName}</dd>
          </div>
        )}
      </dl>
      <Link to={accountPagePath(shop, 'profile')}>{t('profileLink')}</Link>
    </section>
  );
}
