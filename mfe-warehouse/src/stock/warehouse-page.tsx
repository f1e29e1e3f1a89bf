import { useId } from 'react';
import { useIntl } from 'react-intl';
import { canUseWarehouse } from 'shared-domain';
import { RequireAccess } from 'shared-ui';
import { StockTable } from './stock-table.tsx';
import styles from './warehouse-page.module.css';

const sections = ['picking', 'packaging'] as const;

export function WarehousePage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'warehouse.title' });
  const sectionsId = useId();
  return (
    <RequireAccess allows={canUseWarehouse} title={title}>
      <div className={styles.page}>
        <h1>{title}</h1>
        <StockTable />
        <section aria-labelledby={sectionsId}>
          <h2 id={sectionsId}>{intl.formatMessage({ id: 'warehouse.sections.title' })}</h2>
          <ul className={styles.sections}>
            {sections.map((section) => (
              <li key={section} className={styles.section}>
                <span className={styles.sectionName}>
                  {intl.formatMessage({ id: `warehouse.sections.${section}` })}
                </span>
                <span className={styles.coming}>
                  {intl.formatMessage({ id: 'warehouse.sections.coming' })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </RequireAccess>
  );
}
