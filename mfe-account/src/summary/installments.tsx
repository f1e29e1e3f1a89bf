import { useIntl } from 'react-intl';
import { accountOrderPath, type MyInstallments } from 'shared-domain';
import { Link, useFormatMoney, useShop } from 'shared-ui';
import type { IdUnder } from '../messages/message-ids.ts';
import { installmentStatusLabel } from './status-labels.ts';
import styles from './summary.module.css';
import { SummarySection } from './summary-section.tsx';

/** Purchases on installments; each links to its order, where the details are. */
export function Installments({ installments }: { installments: MyInstallments | null }) {
  const intl = useIntl();
  const { shop } = useShop();
  const formatMoney = useFormatMoney();
  const t = (id: IdUnder<'account.summary.installments.'>) =>
    intl.formatMessage({ id: `account.summary.installments.${id}` });
  const items = installments?.installments ?? [];
  return (
    <SummarySection
      title={t('title')}
      failed={installments === null}
      failedText={t('error')}
      empty={items.length === 0}
      emptyText={t('empty')}
    >
      <ul className={styles.list}>
        {items.map((installment) => (
          <li key={`${installment.orderNumber}-${installment.createdAt}`}>
            <Link to={accountOrderPath(shop, installment.orderNumber)}>
              {intl.formatMessage(
                { id: 'account.summary.installments.order' },
                { number: installment.orderNumber },
              )}
            </Link>
            <span>{installment.provider}</span>
            <span>
              {intl.formatMessage(
                { id: 'account.summary.installments.plan' },
                { count: installment.count, monthly: formatMoney(installment.monthly) },
              )}
            </span>
            <span>{intl.formatMessage({ id: installmentStatusLabel[installment.status] })}</span>
          </li>
        ))}
      </ul>
    </SummarySection>
  );
}
