import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { type AdminOverview, shops } from 'shared-domain';
import { Link, LoadError, Skeleton, useFormatMoney, useShop } from 'shared-ui';
import { useGetAdminOverviewQuery } from '../admin-api.ts';
import styles from './admin-page.module.css';
import { type OverviewCard, type OverviewGroup, overviewGroupsOf } from './overview-card-groups.ts';
import { overviewCardLabel, overviewGroupTitle } from './overview-labels.ts';
import { shopDayOf } from './shop-day.ts';

const SKELETON_CARDS = 6;

export function OverviewCards() {
  const intl = useIntl();
  const { shop } = useShop();
  const headingId = useId();
  const { data, error, isLoading, refetch } = useGetAdminOverviewQuery();

  let content: ReactNode;
  if (isLoading) {
    content = (
      <ul className={styles.cards} aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity, never reordered.
          <li key={index}>
            <Skeleton variant="rect" height="5.5rem" />
          </li>
        ))}
      </ul>
    );
  } else if (error || !data) {
    content = <LoadError error={error} onRetry={refetch} />;
  } else {
    // Today is the shop's day: the orders of "today" are the ones the grid lists for that date.
    const today = shopDayOf(new Date(), shops[shop].timeZone);
    content = overviewGroupsOf(shop, today).map((group) => (
      <CardGroup key={group.id} group={group} overview={data} />
    ));
  }

  return (
    <section aria-labelledby={headingId} aria-busy={isLoading || undefined} className={styles.overview}>
      <h2 id={headingId}>{intl.formatMessage({ id: 'admin.overview.title' })}</h2>
      {content}
    </section>
  );
}

function CardGroup({ group, overview }: { group: OverviewGroup; overview: AdminOverview }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{intl.formatMessage({ id: overviewGroupTitle[group.id] })}</h3>
      <dl className={styles.cards}>
        {group.cards.map((card) => (
          <Card key={card.key} card={card} overview={overview} />
        ))}
      </dl>
    </section>
  );
}

function Card({ card, overview }: { card: OverviewCard; overview: AdminOverview }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const valueId = useId();
  const value = overview[card.key];
  const label = intl.formatMessage({ id: overviewCardLabel[card.key] });
  const waiting = card.work && typeof value === 'number' && value > 0;
  return (
    <div className={waiting ? styles.cardWarning : styles.card}>
      <dt className={styles.cardLabel}>
        {card.to ? (
          // The link is named by the label and described by the number, which it stands above.
          <Link to={card.to} className={styles.cardLink} aria-describedby={valueId}>
            {label}
          </Link>
        ) : (
          label
        )}
      </dt>
      <dd id={valueId} className={styles.cardValue}>
        {typeof value === 'number' ? intl.formatNumber(value) : formatMoney(value)}
      </dd>
    </div>
  );
}
