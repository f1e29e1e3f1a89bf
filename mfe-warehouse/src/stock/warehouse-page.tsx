import { useIntl } from 'react-intl';
import { canUseWarehouse } from 'shared-domain';
import { ComingSections, PageLayout, RequireAccess } from 'shared-ui';
import { StockTable } from './stock-table.tsx';
import styles from './warehouse-page.module.css';

const sections = ['picking', 'packaging'] as const;

export function WarehousePage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'warehouse.title' });
  return (
    <RequireAccess allows={canUseWarehouse} title={title}>
      <PageLayout title={title} className={styles.page}>
        <StockTable />
        <ComingSections
          heading={intl.formatMessage({ id: 'warehouse.sections.title' })}
          names={sections.map((section) => intl.formatMessage({ id: `warehouse.sections.${section}` }))}
        />
      </PageLayout>
    </RequireAccess>
  );
}
