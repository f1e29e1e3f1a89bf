import { useIntl } from 'react-intl';
import { Alert, Link, PageLayout, useShop } from 'shared-ui';
import styles from './checkout-page.module.css';

const steps = ['delivery', 'details', 'summary'] as const;

/** The order's three steps; the forms behind them come with the checkout issue. */
export function CheckoutPage() {
  const intl = useIntl();
  const { paths } = useShop();
  return (
    <PageLayout title={intl.formatMessage({ id: 'cart.checkout.title' })} narrow>
      <ol className={styles.steps} aria-label={intl.formatMessage({ id: 'cart.checkout.steps' })}>
        {steps.map((step, index) => (
          <li key={step} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <span>
              <span className={styles.stepTitle}>
                {intl.formatMessage({ id: `cart.checkout.step.${step}` })}
              </span>
              <span className={styles.stepText}>
                {intl.formatMessage({ id: `cart.checkout.step.${step}.text` })}
              </span>
            </span>
          </li>
        ))}
      </ol>
      <Alert tone="info" title={intl.formatMessage({ id: 'cart.checkout.coming.title' })}>
        {intl.formatMessage({ id: 'cart.checkout.coming.text' })}
      </Alert>
      <p>
        <Link to={paths.cart}>{intl.formatMessage({ id: 'cart.checkout.backToCart' })}</Link>
      </p>
    </PageLayout>
  );
}
