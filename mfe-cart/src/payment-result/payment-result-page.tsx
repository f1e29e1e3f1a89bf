import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { orderPagePath } from 'shared-domain';
import {
  Alert,
  Button,
  buttonClassName,
  Link,
  LoadError,
  PageLayout,
  SkeletonText,
  useApiErrorMessage,
  useParams,
  useSearchParams,
  useShop,
} from 'shared-ui';
import { gatewayNavigation } from '../checkout/gateway-navigation.ts';
import { useGetCheckoutOrderStatusQuery, useRetryCheckoutPaymentMutation } from '../checkout-api.ts';
import type { MessageId } from '../messages/message-ids.ts';

/**
 * /objednavka/platba/:number?token=: where the card gateway sends the customer back. The api knows
 * the verdict (never the query string); a failed payment can be tried again on the gateway.
 */
export function PaymentResultPage() {
  const intl = useIntl();
  const { shop } = useShop();
  const describe = useApiErrorMessage();
  const number = useParams().number ?? '';
  const token = useSearchParams()[0].get('token') ?? '';
  const {
    data: order,
    error,
    isLoading,
    refetch,
  } = useGetCheckoutOrderStatusQuery({ number, token }, { skip: !number || !token });
  const [retry, retryState] = useRetryCheckoutPaymentMutation();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const ref = { number, token };

  async function tryAgain() {
    try {
      const { paymentUrl } = await retry(ref).unwrap();
      gatewayNavigation.leaveFor(paymentUrl);
    } catch {
      // Shown below from the mutation's state.
    }
  }

  const statusLink = <Link to={orderPagePath(shop, 'status', ref)}>{t('checkout.payment.toStatus')}</Link>;

  let content: ReactNode = null;
  if (!number || !token) content = <Alert tone="error">{t('checkout.order.invalidLink')}</Alert>;
  else if (isLoading) content = <SkeletonText lines={3} />;
  else if (error) content = <LoadError error={error} onRetry={() => void refetch()} />;
  else if (order?.paymentStatus === 'paid') {
    content = (
      <>
        <Alert tone="success" title={t('checkout.payment.paid.title')}>
          <p>{t('checkout.payment.paid.text', { number })}</p>
        </Alert>
        <p>
          <Link className={buttonClassName('primary')} to={orderPagePath(shop, 'thankYou', ref)}>
            {t('checkout.payment.continue')}
          </Link>
        </p>
      </>
    );
  } else if (order?.paymentStatus === 'pending') {
    content = (
      <>
        <Alert tone="info" title={t('checkout.payment.pending.title')}>
          <p>{t('checkout.payment.pending.text')}</p>
        </Alert>
        <p>
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('checkout.payment.refresh')}
          </Button>{' '}
          {statusLink}
        </p>
      </>
    );
  } else if (order) {
    content = (
      <>
        <Alert tone="warning" title={t('checkout.payment.failed.title')}>
          <p>{t('checkout.payment.failed.text', { number })}</p>
        </Alert>
        {retryState.isError && <Alert tone="error">{describe(retryState.error)}</Alert>}
        <p>
          {order.canRetryPayment && (
            <>
              <Button
                onClick={() => void tryAgain()}
                loading={retryState.isLoading || retryState.isSuccess}
                loadingLabel={t('checkout.payment.redirecting')}
              >
                {t('checkout.payment.retry')}
              </Button>{' '}
            </>
          )}
          {statusLink}
        </p>
      </>
    );
  }

  return (
    <PageLayout title={t('checkout.payment.title')} narrow busy={isLoading}>
      {content}
    </PageLayout>
  );
}
