import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { AdminOrderDetail } from 'shared-domain';
import { useFormatDate } from 'shared-ui';
import { ScrollingTable } from 'shared-ui/data-grid';
import layout from '../../frame/detail-layout.module.css';
import type { IdUnder } from '../../messages/message-ids.ts';
import { useOrderLabels } from '../order-labels.ts';
import styles from '../orders.module.css';

/** The e-mails the shop sent about the order, oldest first: what the customer has been told. */
export function OrderEmails({ emails }: { emails: AdminOrderDetail['emails'] }) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const labels = useOrderLabels();
  const headingId = useId();
  const t = (id: IdUnder<'admin.order.emails.'>) => intl.formatMessage({ id: `admin.order.emails.${id}` });
  return (
    <section aria-labelledby={headingId} className={layout.card}>
      <h2 id={headingId}>{t('title')}</h2>
      {emails.length === 0 ? (
        <p className={styles.muted}>{t('empty')}</p>
      ) : (
        <ScrollingTable labelledBy={headingId}>
          <table className={styles.table} aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">{t('at')}</th>
                <th scope="col">{t('kind')}</th>
                <th scope="col">{t('recipient')}</th>
                <th scope="col">{t('subject')}</th>
              </tr>
            </thead>
            <tbody>
              {emails.map((email, index) => (
                // E-mails have no id; the same kind may go twice to the same address.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is in the order they were sent and never reorders.
                <tr key={index}>
                  <td>
                    <time dateTime={email.at}>
                      {formatDate(email.at, { dateStyle: 'medium', timeStyle: 'short' })}
                    </time>
                  </td>
                  <td>{labels.emailKind(email.kind)}</td>
                  <td>{email.recipient}</td>
                  <td>{email.subject}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      )}
    </section>
  );
}
