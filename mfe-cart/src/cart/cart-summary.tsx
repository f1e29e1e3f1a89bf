import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Cart, CartTotals, Money } from 'shared-domain';
import { Button, buttonClassName, Link, Price, useFormatMoney, useShop } from 'shared-ui';
import type { MissingChoice } from '../checkout-state/missing-choices.ts';
import { preloadCheckout } from '../lazy-pages.ts';
import type { MessageId } from '../messages/message-ids.ts';
import { blockedReason } from './blocked-reason.ts';
import styles from './cart-page.module.css';

export interface CartSummaryProps {
  totals: CartTotals;
  problems: Cart['problems'];
  /** What the customer has yet to choose (delivery, its store or point, payment…). */
  missing: readonly MissingChoice[];
  /** The api has not yet answered for the latest choice: these totals may be the previous choice's. */
  pending: boolean;
}

/**
 * The totals the api computed for the chosen delivery and payment (never added up here), and the
 * way on to the order form — closed, with the reasons, while the cart cannot be ordered, and held
 * while the api prices a new choice (the choice may still turn out not to fit the delivery).
 */
export function CartSummary({ totals, problems, missing, pending }: CartSummaryProps) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const { paths } = useShop();
  const headingId = useId();
  const reasonsId = useId();
  const reasons = [
    ...problems.map((problem) => intl.formatMessage({ id: blockedReason[problem] })),
    ...missing.map((what) => intl.formatMessage({ id: blockedReason[what] })),
  ];

  const rows: [MessageId, Money | null][] = [
    ['cart.totals.items', totals.items],
    ['cart.totals.discounts', totals.discounts.amount > 0 ? totals.discounts : null],
    ['cart.totals.delivery', totals.delivery],
    ['cart.totals.payment', totals.payment.amount > 0 ? totals.payment : null],
  ];

  return (
    <section className={styles.summaryBox} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {intl.formatMessage({ id: 'cart.totals.title' })}
      </h2>
      <dl className={styles.totals}>
        {rows.map(([id, value]) =>
          value ? (
            <div key={id} className={styles.totalRow}>
              <dt>{intl.formatMessage({ id })}</dt>
              <dd>
                {id === 'cart.totals.discounts' ? '−' : ''}
                <Price value={value} />
              </dd>
            </div>
          ) : null,
        )}
        <div className={`${styles.totalRow} ${styles.grandTotal}`}>
          <dt>{intl.formatMessage({ id: 'cart.totals.total' })}</dt>
          <dd>
            <Price value={totals.total} />
          </dd>
        </div>
      </dl>
      <p className={styles.muted}>
        {intl.formatMessage(
          { id: 'cart.totals.vat' },
          { vatRate: intl.formatNumber(totals.vatRatePercent), vat: formatMoney(totals.vat) },
        )}
      </p>
      {reasons.length === 0 && pending ? (
        <>
          <Button disabled aria-busy="true" aria-describedby={reasonsId}>
            {intl.formatMessage({ id: 'cart.toCheckout' })}
          </Button>
          <p id={reasonsId} role="status" className={styles.muted}>
            {intl.formatMessage({ id: 'cart.saving' })}
          </p>
        </>
      ) : reasons.length === 0 ? (
        <Link
          to={paths.checkout}
          className={buttonClassName('primary')}
          onPointerEnter={preloadCheckout}
          onFocus={preloadCheckout}
        >
          {intl.formatMessage({ id: 'cart.toCheckout' })}
        </Link>
      ) : (
        <>
          <Button disabled aria-describedby={reasonsId}>
            {intl.formatMessage({ id: 'cart.toCheckout' })}
          </Button>
          <div id={reasonsId} className={styles.reasons}>
            <p className={styles.strong}>{intl.formatMessage({ id: 'cart.blocked.title' })}</p>
            <ul>
              {reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </div>
        </>
      )}
    </section>
  );
}
