import { type ReactNode, useEffect } from 'react';
import { useIntl } from 'react-intl';
import {
  buttonClassName,
  EmptyState,
  Link,
  LoadError,
  PageLayout,
  Skeleton,
  useAppSelector,
  useShop,
} from 'shared-ui';
import { whenConsented } from 'shared-ui/consent/consent.ts';
import { useGetCartPageQuery } from '../cart-page-api.ts';
import { loadMarketingScript } from '../checkout/marketing-script.ts';
import { injectedCheckoutSlice } from '../checkout-state/checkout-slice.ts';
import { missingChoices } from '../checkout-state/missing-choices.ts';
import { DeliveryPaymentStep } from '../delivery-payment/delivery-payment-step.tsx';
import { AppliedDiscounts } from './applied-discounts.tsx';
import { CartPackage } from './cart-package.tsx';
import styles from './cart-page.module.css';
import { CartSummary } from './cart-summary.tsx';
import { DiscountForm } from './discount-form.tsx';

/**
 * The cart page (/kosik, /cos): packages with their sub-carts and buyout bonuses, discounts,
 * delivery and payment, and the api's totals for that choice — all from one bff request.
 */
export function CartPage() {
  const intl = useIntl();
  const { paths, marketingEmailScriptUrl } = useShop();
  // The cart loads the marketing e-mail service's script — only when the shop configures
  // one and the visitor allowed marketing cookies (waiting for that choice while on the page).
  useEffect(
    () => whenConsented('marketing', () => loadMarketingScript(marketingEmailScriptUrl)),
    [marketingEmailScriptUrl],
  );
  const checkout = useAppSelector((root) => injectedCheckoutSlice.selectSlice(root));
  const { delivery, payment } = checkout;
  const { data, currentData, error, isLoading, isFetching, refetch } = useGetCartPageQuery({
    delivery: delivery?.type,
    payment: payment ?? undefined,
  });
  // The data on screen may be the previous choice's (currentData is only the latest choice's).
  const pricingNewChoice = isFetching || currentData === undefined;

  let content: ReactNode;
  if (isLoading) {
    content = (
      <div aria-hidden="true" className={styles.skeleton}>
        <Skeleton width="18rem" />
        <Skeleton variant="rect" height="6rem" />
        <Skeleton variant="rect" height="6rem" />
      </div>
    );
  } else if (!data) {
    content = (
      <LoadError title={intl.formatMessage({ id: 'cart.error.title' })} error={error} onRetry={refetch} />
    );
  } else if (data.cart.count === 0 || data.cart.packages.length === 0) {
    content = (
      <EmptyState
        icon="🛒"
        title={intl.formatMessage({ id: 'cart.empty.title' })}
        action={
          <Link to={paths.home} className={buttonClassName('primary')}>
            {intl.formatMessage({ id: 'cart.empty.action' })}
          </Link>
        }
      >
        {intl.formatMessage({ id: 'cart.empty.text' })}
      </EmptyState>
    );
  } else {
    const { cart, deliveries, payments, summary } = data;
    content = (
      <div className={styles.layout} aria-busy={isFetching || undefined}>
        <div className={styles.main}>
          <p className={styles.summary}>
            {intl.formatMessage({ id: 'cart.summary' }, { count: cart.count })}
          </p>
          <section aria-label={intl.formatMessage({ id: 'cart.packages' })}>
            <ul className={styles.packages}>
              {cart.packages.map((item) => (
                <CartPackage key={item.id} item={item} buyoutBonusPercent={cart.buyoutBonusPercent} />
              ))}
            </ul>
          </section>
          <section className={styles.discounts} aria-labelledby="cart-discounts-title">
            <h2 id="cart-discounts-title" className={styles.sectionTitle}>
              {intl.formatMessage({ id: 'cart.discounts.title' })}
            </h2>
            <AppliedDiscounts discounts={cart.discounts} />
            <DiscountForm />
          </section>
          <DeliveryPaymentStep
            deliveries={deliveries}
            payments={payments}
            cartTotal={cart.totals.total}
            pending={pricingNewChoice}
          />
        </div>
        <CartSummary
          totals={summary}
          problems={cart.problems}
          missing={missingChoices(checkout)}
          pending={pricingNewChoice}
        />
      </div>
    );
  }

  return (
    <PageLayout title={intl.formatMessage({ id: 'cart.title' })} busy={isLoading}>
      {content}
    </PageLayout>
  );
}
