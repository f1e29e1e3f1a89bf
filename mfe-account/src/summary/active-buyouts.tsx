import { useIntl } from 'react-intl';
import type { MyBuyouts } from 'shared-domain';
import { buyoutPagePath } from 'shared-domain/buyout';
import { Link, Price, useShop } from 'shared-ui';
import type { IdUnder } from '../messages/message-ids.ts';
import { buyoutStatusLabel } from './status-labels.ts';
import styles from './summary.module.css';
import { SummarySection } from './summary-section.tsx';

/** Buyouts still under way; each opens its read-only review in the buyout area. */
export function ActiveBuyouts({ buyouts }: { buyouts: MyBuyouts | null }) {
  const intl = useIntl();
  const { shop } = useShop();
  const t = (id: IdUnder<'account.summary.buyouts.'>) =>
    intl.formatMessage({ id: `account.summary.buyouts.${id}` });
  const items = buyouts?.buyouts ?? [];
  return (
    <SummarySection
      title={t('title')}
      failed={buyouts === null}
      failedText={t('error')}
      empty={items.length === 0}
      emptyText={t('empty')}
    >
      <ul className={styles.list}>
        {items.map((buyout) => (
          <li key={buyout.id}>
            <Link to={buyoutPagePath(shop, 'review', buyout.id)}>{buyout.number}</Link>
            <span>{buyout.device}</span>
            <span>{intl.formatMessage({ id: buyoutStatusLabel[buyout.status] })}</span>
            <Price value={buyout.price} />
          </li>
        ))}
      </ul>
    </SummarySection>
  );
}
