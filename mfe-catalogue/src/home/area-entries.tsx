import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link, useShop } from 'shared-ui';
import type { IdUnder } from '../messages/message-ids.ts';
import styles from './home.module.css';
import storefront from './storefront.module.css';

/** Cards leading to the buyout and the service, the shop's other two businesses. */
export function AreaEntries() {
  const intl = useIntl();
  const headingId = useId();
  const { paths } = useShop();
  const t = (id: IdUnder<'catalogue.storefront.entries.'>) =>
    intl.formatMessage({ id: `catalogue.storefront.entries.${id}` });
  const entries = [
    { to: paths.buyout, title: t('buyout'), text: t('buyoutText') },
    { to: paths.service, title: t('service'), text: t('serviceText') },
  ];
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{t('title')}</h2>
      <ul className={storefront.entries}>
        {entries.map((entry) => (
          <li key={entry.to}>
            <Link to={entry.to} className={storefront.entry}>
              <span className={storefront.entryTitle}>{entry.title}</span>
              <span className={storefront.entryText}>{entry.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
