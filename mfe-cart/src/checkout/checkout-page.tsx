import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import type { OrderCreated } from 'shared-domain';
import {
  Alert,
  Link,
  LoadError,
  Navigate,
  PageLayout,
  SkeletonText,
  Spinner,
  useAppSelector,
  useShop,
} from 'shared-ui';
import { blockedReason } from '../cart/blocked-reason.ts';
import { useGetCartPageQuery } from '../cart-page-api.ts';
import { injectedCheckoutSlice } from '../checkout-state/checkout-slice.ts';
import { missingChoices } from '../checkout-state/missing-choices.ts';
import { usePersistCheckoutState } from '../checkout-state/use-persist-checkout.ts';
import type { MessageId } from '../messages/message-ids.ts';
import styles from './checkout-page.module.css';
import { OrderForm } from './order-form.tsx';
import { OrderSummary } from './order-summary.tsx';

/** /objednavka, /comanda: the customer's details, the summary and "order with obligation to pay". */
export function CheckoutPage() {
  const intl = useIntl();
  const { paths } = useShop();
  usePersistCheckoutState();
  const choice = useAppSelector((root) => injectedCheckoutSlice.selectSlice(root));
  const [placed, setPlaced] = useState<OrderCreated | null>(null);
  const { data, error, isLoading, refetch } = useGetCartPageQuery(
    { delivery: choice.delivery?.type, payment: choice.payment ?? undefined },
    { skip: placed !== null },
  );
  const t = (id: MessageId) => intl.formatMessage({ id });
  const missing = missingChoices(choice);

  let content: ReactNode;
  if (placed) {
    // The order exists; the browser is on its way to the gateway or the thank-you page.
    content = <Spinner size="large" label={t('checkout.placed')} />;
  } else if (isLoading) {
    content = <SkeletonText lines={6} />;
  } else if (error || !data) {
    content = <LoadError error={error} onRetry={() => void refetch()} title={t('cart.error.title')} />;
  } else if (data.cart.count === 0) {
    return <Navigate to={paths.cart} replace />;
  } else if (missing.length > 0) {
    content = (
      <Alert tone="warning" title={t('checkout.guard.title')}>
        <p>{t('checkout.guard.text')}</p>
        <ul>
          {missing.map((what) => (
            <li key={what}>{t(blockedReason[what])}</li>
          ))}
        </ul>
        <Link to={paths.cart}>{t('cart.checkout.backToCart')}</Link>
      </Alert>
    );
  } else {
    content = (
      <div className={styles.layout}>
        <OrderForm onPlaced={setPlaced} totalSeen={data.summary.total} />
        <OrderSummary data={data} choice={choice} />
      </div>
    );
  }

  return (
    <PageLayout title={t('cart.checkout.title')} busy={isLoading}>
      {content}
    </PageLayout>
  );
}
