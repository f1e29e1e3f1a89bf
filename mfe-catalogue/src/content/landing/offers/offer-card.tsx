import { useIntl } from 'react-intl';
import { productPath } from 'shared-domain';
import type { LeaseExample, RunningOffer } from 'shared-domain/contracts/landing.ts';
import { Link, Price, useFormatMoney, visuallyHidden } from 'shared-ui';
import styles from '../landing.module.css';
import { Countdown } from './countdown.tsx';

/** One running offer: the product, its regular and offer price, the time left (and the lease). */
export function OfferCard({
  offer,
  seconds,
  lease,
}: {
  offer: RunningOffer;
  seconds: number;
  lease?: LeaseExample;
}) {
  const intl = useIntl();
  return (
    <article className={styles.offer}>
      <img
        src={offer.product.imageUrl}
        alt=""
        width={160}
        height={160}
        loading="lazy"
        className={styles.offerImage}
      />
      <h3>
        <Link to={productPath(offer.product.typeSeoName, offer.product.seoName)}>{offer.product.name}</Link>
      </h3>
      <p className={styles.prices}>
        <span className={visuallyHidden}>{intl.formatMessage({ id: 'landing.offers.regular' })}</span>
        <s>
          <Price value={offer.regularPrice} />
        </s>{' '}
        <span className={visuallyHidden}>{intl.formatMessage({ id: 'landing.offers.now' })}</span>
        <strong>
          <Price value={offer.offerPrice} />
        </strong>
      </p>
      {lease && <LeaseTerms lease={lease} />}
      <Countdown seconds={seconds} />
    </article>
  );
}

/**
 * The monthly lease price with its representative example, always together: consumer-credit
 * advertising may not show a monthly price without the total payable, the APR and the term.
 */
export function LeaseTerms({ lease }: { lease: LeaseExample }) {
  const intl = useIntl();
  const money = useFormatMoney();
  return (
    <div className={styles.lease}>
      <p className={styles.monthly}>
        {intl.formatMessage({ id: 'landing.lease.monthly' }, { price: money(lease.monthly) })}
      </p>
      <p className={styles.note}>
        {intl.formatMessage(
          { id: 'landing.lease.example' },
          {
            total: money(lease.totalPayable),
            apr: intl.formatNumber(lease.apr / 100, { style: 'percent', maximumFractionDigits: 2 }),
            months: lease.termMonths,
          },
        )}
      </p>
    </div>
  );
}
