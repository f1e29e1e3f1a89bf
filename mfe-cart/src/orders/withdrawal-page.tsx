import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { orderPagePath } from 'shared-domain';
import { Alert, Link, PageLayout, Spinner, skipToken, useShop } from 'shared-ui';
import type { IdUnder } from '../messages/message-ids.ts';
import { useGetOrderStatusQuery } from '../orders-api.ts';
import { MissingAccess } from './missing-access.tsx';
import { useOrderAccess } from './order-access.ts';
import { OrderLoadError } from './order-load-error.tsx';
import styles from './orders.module.css';
import { useFormatDay } from './use-format-day.ts';
import { WithdrawalForm } from './withdrawal-form.tsx';

/** `/objednavka/odstoupeni?number=&token=`: withdrawing from the purchase within the legal 14 days. */
export function WithdrawalPage() {
  const intl = useIntl();
  const { shop } = useShop();
  const formatDay = useFormatDay();
  const access = useOrderAccess();
  const [sentNumber, setSentNumber] = useState<string | null>(null);
  const { currentData: order, error, isLoading, refetch } = useGetOrderStatusQuery(access ?? skipToken);
  const t = (id: IdUnder<'orders.'>, values?: Record<string, string>) =>
    intl.formatMessage({ id: `orders.${id}` }, values);

  let content: ReactNode;
  if (!access) content = <MissingAccess />;
  // First: the order reloads after sending (it is withdrawn now) and must not hide the answer.
  else if (sentNumber) content = <WithdrawalSent number={sentNumber} />;
  else if (isLoading) content = <Spinner label={t('loading')} />;
  else if (error || !order) content = <OrderLoadError error={error} onRetry={refetch} />;
  else if (!order.withdrawalUntil) content = <Alert tone="info">{t('withdrawal.unavailable')}</Alert>;
  else {
    content = (
      <>
        <p className={styles.lastDay}>
          {t('withdrawal.lastDay', { date: formatDay(order.withdrawalUntil) })}
        </p>
        <WithdrawalForm number={access.number} token={access.token} onSent={setSentNumber} />
      </>
    );
  }

  return (
    <PageLayout
      title={t('withdrawal.title')}
      lead={access ? t('withdrawal.lead', { number: access.number }) : undefined}
      narrow
    >
      <p>{t('withdrawal.legal')}</p>
      {content}
      {access && <Link to={orderPagePath(shop, 'status', access)}>{t('backToStatus')}</Link>}
    </PageLayout>
  );
}

function WithdrawalSent({ number }: { number: string }) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  // The form is gone: put keyboard and screen-reader users on the answer.
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} tabIndex={-1}>
      <Alert tone="success" title={intl.formatMessage({ id: 'orders.withdrawal.success.title' })}>
        <p>{intl.formatMessage({ id: 'orders.withdrawal.success.text' }, { number })}</p>
      </Alert>
    </div>
  );
}
