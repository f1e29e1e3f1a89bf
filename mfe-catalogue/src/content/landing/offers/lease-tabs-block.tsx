import { useIntl } from 'react-intl';
import type { ComponentParams } from 'shared-domain/contracts/content-components.ts';
import { Skeleton, Tabs } from 'shared-ui';
import type { RendererProps } from '../../components/component-renderers.tsx';
import styles from '../landing.module.css';
import { OfferCard } from './offer-card.tsx';
import { useRunningOffers } from './use-running-offers.ts';

/**
 * Lease offers in tabs following the shop's Tabs rule (the URL fragment, else the tab chosen in
 * the last 5 minutes, else the component's default, else the first); each monthly price comes with
 * its representative example, and an offer leaves at its end on the server's clock.
 */
export function LeaseTabsBlock({ component }: RendererProps) {
  const { id } = component;
  const params = component.params as ComponentParams<'lease_tabs'>;
  const intl = useIntl();
  const { query, left } = useRunningOffers(id);
  const data = query.data?.type === 'lease_tabs' ? query.data : undefined;
  const heading = data?.heading ?? params.heading ?? intl.formatMessage({ id: 'landing.lease.title' });
  // A component gone from the page (404), or another type under its id, shows nothing.
  if (query.isError || (query.data && !data)) return null;
  const tabs = (data?.tabs ?? [])
    .map((tab) => ({ ...tab, offers: tab.offers.filter((offer) => left(offer.endsAt) > 0) }))
    .filter((tab) => tab.offers.length > 0);
  return (
    <section className={styles.block} aria-label={heading}>
      <h2>{heading}</h2>
      {!data ? (
        <Skeleton variant="rect" height={300} />
      ) : tabs.length === 0 ? (
        <p className={styles.note}>{intl.formatMessage({ id: 'landing.offers.none' })}</p>
      ) : (
        <Tabs
          id={`lease-${id}`}
          label={heading}
          defaultTab={data.defaultTab ?? undefined}
          tabs={tabs.map((tab) => ({
            id: tab.key,
            label: tab.label,
            content: (
              <div className={styles.offers}>
                {tab.offers.map((offer) => (
                  <OfferCard
                    key={`${offer.product.seoName}-${offer.endsAt}`}
                    offer={offer}
                    lease={offer.lease}
                    seconds={left(offer.endsAt)}
                  />
                ))}
              </div>
            ),
          }))}
        />
      )}
    </section>
  );
}
