import { useIntl } from 'react-intl';
import { PageLayout } from 'shared-ui';
import type { IdUnder } from '../messages/message-ids.ts';
import { CompaniesSection } from './companies-section.tsx';
import { InstallmentOrdersSection } from './installment-orders-section.tsx';
import styles from './installments.module.css';

/** /admin/splatky, /admin/rate: the installment companies and price lists, then the orders' installments. */
export function InstallmentsPage() {
  const intl = useIntl();
  const t = (id: IdUnder<'admin.installments.'>) => intl.formatMessage({ id: `admin.installments.${id}` });
  return (
    <PageLayout title={t('title')} lead={t('lead')}>
      <div className={styles.sections}>
        <CompaniesSection />
        <InstallmentOrdersSection />
      </div>
    </PageLayout>
  );
}
