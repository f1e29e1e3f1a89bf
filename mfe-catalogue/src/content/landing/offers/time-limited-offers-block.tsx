import { useIntl } from 'react-intl';
import type { ComponentParams } from 'shared-domain/contracts/content-components.ts';
import { Skeleton } from 'shared-ui';
import type { RendererProps } from '../../components/component-renderers.tsx';
import styles from '../landing.module.css';
import { OfferCard } from './offer-card.tsx';
import { useRunningOffers } from './use-running-offers.ts';

/** A page's time-limited offers, each gone at its end on the server's clock. */
export function TimeLimitedOffersBlock({ component }: RendererProps) {
  const { id } = component;
  const params = component.params as ComponentParams<'time_limited_offers'>;
  const intl = useIntl();
  const { query, left } = useRunningOffers(id);
  const data = query.data?.type === 'time_limited_offers' ? query.data : undefined;
  const offers = data?.offers.filter((offer) => left(offer.endsAt) > 0) ?? [];
  const heading = data?.heading ?? params.heading ?? intl.formatMessage({ id: 'landing.offers.title' });
  // A component gone from the page (404), or another type under its id, shows nothing.
  if (query.isError || (query.data && !data)) return null;
  return (
    <section className={styles.block} aria-label={heading}>
      <h2>{heading}</h2>
      {!data ? (
        <Skeleton variant="rect" height={260} />
      ) : offers.length === 0 ? (
        <p className={styles.note}>{intl.formatMessage({ id: 'landing.offers.none' })}</p>
      ) : (
        <div className={styles.offers}>
          {offers.map((offer) => (
            <OfferCard
              key={`${offer.product.seoName}-${offer.endsAt}`}
              offer={offer}
              seconds={left(offer.endsAt)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
