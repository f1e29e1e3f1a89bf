import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { AdminOrderDetail } from 'shared-domain';
import { Price, useFormatDate } from 'shared-ui';
import { ScrollingTable } from 'shared-ui/data-grid';
import layout from '../../frame/detail-layout.module.css';
import type { IdUnder } from '../../messages/message-ids.ts';
import styles from '../orders.module.css';

/** The payments given back, each marked when it went through a test adapter and moved no money. */
export function OrderRefunds({ refunds }: { refunds: AdminOrderDetail['refunds'] }) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const headingId = useId();
  const t = (id: IdUnder<'admin.order.refunds.'>) => intl.formatMessage({ id: `admin.order.refunds.${id}` });
  return (
    <section aria-labelledby={headingId} className={layout.card}>
      <h2 id={headingId}>{t('title')}</h2>
      {refunds.length === 0 ? (
        <p className={styles.muted}>{t('empty')}</p>
      ) : (
        <ScrollingTable labelledBy={headingId}>
          <table className={styles.table} aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">{t('at')}</th>
                <th scope="col" className={styles.numeric}>
                  {t('amount')}
                </th>
                <th scope="col">{t('provider')}</th>
                <th scope="col">{t('reference')}</th>
              </tr>
            </thead>
            <tbody>
              {refunds.map((refund) => (
                <tr key={`${refund.provider}-${refund.reference}`}>
                  <td>
                    <time dateTime={refund.at}>
                      {formatDate(refund.at, { dateStyle: 'medium', timeStyle: 'short' })}
                    </time>
                  </td>
                  <td className={styles.numeric}>
                    <Price value={refund.amount} />
                  </td>
                  <td>
                    {refund.provider}
                    {refund.testMode && (
                      <>
                        {' '}
                        <strong className={styles.testBadge}>{t('testMode')}</strong>
                      </>
                    )}
                  </td>
                  <td>{refund.reference}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      )}
    </section>
  );
}
