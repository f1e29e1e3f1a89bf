import { useIntl } from 'react-intl';
import type { CartPageData } from 'shared-domain';
import { Link, Price, useShop } from 'shared-ui';
import type { CheckoutState } from '../checkout-state/checkout-slice.ts';
import type { IdUnder } from '../messages/message-ids.ts';
import styles from './checkout-page.module.css';

/** The order at a glance: what, how it travels, how it is paid and the totals the api computed. */
export function OrderSummary({ data, choice }: { data: CartPageData; choice: CheckoutState }) {
  const intl = useIntl();
  const { paths } = useShop();
  const t = (id: IdUnder<'checkout.summary.'>, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `checkout.summary.${id}` }, values);
  const totals = data.summary;
  const delivery = data.deliveries.methods.find((method) => method.type === choice.delivery?.type);
  const payment = data.payments.methods.find((method) => method.type === choice.payment);
  const store = data.deliveries.stores.find((candidate) => candidate.id === choice.delivery?.storeId);
  const place = store ? `${store.name}, ${store.street}, ${store.city}` : choice.delivery?.pickupPointName;

  return (
    <section aria-labelledby="order-summary-title" className={styles.summary}>
      <h2 id="order-summary-title">{t('title')}</h2>
      <p>{t('items', { count: data.cart.count })}</p>
      <dl className={styles.totals}>
        <dt>{t('delivery')}</dt>
        <dd>
          {delivery?.name}
          {place ? ` – ${place}` : ''}
        </dd>
        <dt>{t('payment')}</dt>
        <dd>{payment?.name}</dd>
        <dt>{t('goods')}</dt>
        <dd>
          <Price value={totals.items} />
        </dd>
        {totals.discounts.amount > 0 && (
          <>
            <dt>{t('discounts')}</dt>
            <dd>
              −<Price value={totals.discounts} />
            </dd>
          </>
        )}
        <dt>{t('deliveryPrice')}</dt>
        <dd>
          <Price value={totals.delivery} />
        </dd>
        <dt>{t('paymentFee')}</dt>
        <dd>
          <Price value={totals.payment} />
        </dd>
        <dt className={styles.total}>{t('total')}</dt>
        <dd className={styles.total}>
          <Price value={totals.total} />
        </dd>
        <dt>{t('vat', { rate: totals.vatRatePercent })}</dt>
        <dd>
          <Price value={totals.vat} />
        </dd>
      </dl>
      <p>
        <Link to={paths.cart} className={styles.tapLink}>
          {t('change')}
        </Link>
      </p>
    </section>
  );
}
