import { useId } from 'react';
import { useIntl } from 'react-intl';
import { type OrderDetail, orderPagePath } from 'shared-domain';
import { Alert, Button, Link, useShop } from 'shared-ui';
import type { IdUnder } from '../messages/message-ids.ts';
import { useRetryOrderPaymentMutation } from '../orders-api.ts';
import { browserNavigation } from './leave-for.ts';
import { useOrderErrorMessage } from './order-error-message.ts';
import styles from './orders.module.css';
import { useFormatDay } from './use-format-day.ts';

/** Documents and what the customer can do next: invoice, credit note, installments, withdrawal. */
export function OrderLinks({ order }: { order: OrderDetail }) {
  const intl = useIntl();
  const { shop } = useShop();
  const formatDay = useFormatDay();
  const headingId = useId();
  const t = (id: IdUnder<'orders.links.'>) => intl.formatMessage({ id: `orders.links.${id}` });
  const access = { number: order.number, token: order.accessToken };
  const hasAny = order.invoiceUrl || order.creditNoteUrl || order.hasInstallment || order.withdrawalUntil;
  if (!hasAny) return null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t('title')}</h3>
      <ul className={styles.links}>
        {order.invoiceUrl && (
          <li>
            <a href={order.invoiceUrl} target="_blank" rel="noopener">
              {t('invoice')}
            </a>
          </li>
        )}
        {order.creditNoteUrl && (
          <li>
            <a href={order.creditNoteUrl} target="_blank" rel="noopener">
              {t('creditNote')}
            </a>
          </li>
        )}
        {order.hasInstallment && (
          <li>
            <Link to={orderPagePath(shop, 'installments', access)}>{t('installments')}</Link>
          </li>
        )}
        {order.withdrawalUntil && (
          <li>
            <Link to={orderPagePath(shop, 'withdrawal', access)}>{t('withdrawal')}</Link>{' '}
            <span className={styles.muted}>
              {intl.formatMessage(
                { id: 'orders.links.withdrawalUntil' },
                { date: formatDay(order.withdrawalUntil) },
              )}
            </span>
          </li>
        )}
      </ul>
    </section>
  );
}

/** A card payment that did not go through, started again on the gateway's page. */
export function RetryPayment({ order }: { order: OrderDetail }) {
  const intl = useIntl();
  const describe = useOrderErrorMessage();
  const [retry, { isLoading, error, isSuccess }] = useRetryOrderPaymentMutation();
  const t = (id: IdUnder<'orders.retry.'>) => intl.formatMessage({ id: `orders.retry.${id}` });

  async function pay() {
    try {
      const { paymentUrl } = await retry({ number: order.number, token: order.accessToken }).unwrap();
      browserNavigation.leaveFor(paymentUrl);
    } catch {
      // Shown below from the mutation's state.
    }
  }

  return (
    <div className={styles.retry}>
      <p>{t('text')}</p>
      {/* Stays busy after success: the browser is on its way to the gateway. */}
      <Button onClick={pay} loading={isLoading || isSuccess} loadingLabel={t('busy')}>
        {t('button')}
      </Button>
      {error && (
        <Alert tone="error" title={t('failed')}>
          <p>{describe(error)}</p>
        </Alert>
      )}
    </div>
  );
}
