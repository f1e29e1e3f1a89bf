import { useId } from 'react';
import { useIntl } from 'react-intl';
import { type InstallmentOverview, orderPagePath } from 'shared-domain';
import { Alert, Link, PageLayout, Price, Spinner, skipToken, useShop } from 'shared-ui';
import { Fact, Facts, numericCell, OrderTable } from 'shared-ui/orders';
import type { IdUnder, MessageId } from '../messages/message-ids.ts';
import { useGetInstallmentOverviewQuery } from '../orders-api.ts';
import { MissingAccess } from './missing-access.tsx';
import { useOrderAccess } from './order-access.ts';
import { OrderLoadError } from './order-load-error.tsx';
import styles from './orders.module.css';
import { useFormatDay } from './use-format-day.ts';

/** `/objednavka/splatky?number=&token=`: the loan of an order bought in installments. */
export function InstallmentOverviewPage() {
  const intl = useIntl();
  const { shop } = useShop();
  const access = useOrderAccess();
  const { currentData, error, isFetching, refetch } = useGetInstallmentOverviewQuery(access ?? skipToken);
  const t = (id: IdUnder<'orders.'>) => intl.formatMessage({ id: `orders.${id}` });

  return (
    <PageLayout
      title={t('installment.title')}
      lead={
        access ? intl.formatMessage({ id: 'orders.installment.lead' }, { number: access.number }) : undefined
      }
      busy={isFetching}
    >
      {!access && <MissingAccess />}
      {isFetching && <Spinner label={t('loading')} />}
      {!isFetching && error && (
        <OrderLoadError error={error} onRetry={refetch} title={t('installment.error')} />
      )}
      {!isFetching && currentData && <InstallmentDetail overview={currentData} />}
      {access && <Link to={orderPagePath(shop, 'status', access)}>{t('backToStatus')}</Link>}
    </PageLayout>
  );
}

/** Where the loan was arranged, in words: a new way without its words fails tsc. */
const arrangeLabel: Record<InstallmentOverview['arrangeType'], MessageId> = {
  online: 'orders.installment.arrange.online',
  'on-store': 'orders.installment.arrange.on-store',
};

/** How the loan application stands, in words. */
const stateLabel: Record<InstallmentOverview['status'], MessageId> = {
  sent: 'orders.installment.state.sent',
  approved: 'orders.installment.state.approved',
  rejected: 'orders.installment.state.rejected',
  waiting_for_store: 'orders.installment.state.waiting_for_store',
};

function InstallmentDetail({ overview }: { overview: InstallmentOverview }) {
  const intl = useIntl();
  const formatDay = useFormatDay();
  const scheduleId = useId();
  const t = (id: IdUnder<'orders.installment.'>) => intl.formatMessage({ id: `orders.installment.${id}` });
  // The api sends the APR in percent (19.9); Intl writes it the local way ("19,9 %").
  const apr = intl.formatNumber(overview.apr / 100, { style: 'percent', maximumFractionDigits: 2 });
  return (
    <>
      {overview.testMode && (
        <Alert tone="warning" title={<span className={styles.testMode}>{t('testMode')}</span>}>
          <p>{t('testModeHint')}</p>
        </Alert>
      )}
      <Facts>
        <Fact term={t('provider')}>{overview.provider}</Fact>
        <Fact term={t('barem')}>{overview.barem}</Fact>
        <Fact term={t('count')}>{intl.formatNumber(overview.count)}</Fact>
        <Fact term={t('apr')}>{apr}</Fact>
        <Fact term={t('monthly')}>
          <Price value={overview.monthly} />
        </Fact>
        <Fact term={t('financed')}>
          <Price value={overview.financed} />
        </Fact>
        <Fact term={t('total')}>
          <Price value={overview.total} />
        </Fact>
        <Fact term={t('arrangeType')}>{intl.formatMessage({ id: arrangeLabel[overview.arrangeType] })}</Fact>
        <Fact term={t('status')}>{intl.formatMessage({ id: stateLabel[overview.status] })}</Fact>
      </Facts>
      <h2 id={scheduleId}>{t('schedule')}</h2>
      {overview.schedule.length === 0 ? (
        <p>{t('scheduleEmpty')}</p>
      ) : (
        <OrderTable aria-labelledby={scheduleId}>
          <thead>
            <tr>
              <th scope="col">{t('index')}</th>
              <th scope="col">{t('dueDate')}</th>
              <th scope="col" className={numericCell}>
                {t('amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {overview.schedule.map((payment, index) => (
              <tr key={payment.dueDate}>
                <td>{index + 1}.</td>
                <td>
                  <time dateTime={payment.dueDate}>{formatDay(payment.dueDate)}</time>
                </td>
                <td className={numericCell}>
                  <Price value={payment.amount} />
                </td>
              </tr>
            ))}
          </tbody>
        </OrderTable>
      )}
    </>
  );
}
