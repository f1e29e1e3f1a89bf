import { useIntl } from 'react-intl';
import { Link, PageLayout, useShop } from 'shared-ui';
import { sectionLabel } from '../frame/section-label.ts';
import { warehousePath, warehouseSections } from '../warehouse-paths.ts';
import { StockTable } from './stock-table.tsx';
import styles from './warehouse-page.module.css';

/** The warehouse home: the stock per store and the way to each section. */
export function WarehousePage() {
  const intl = useIntl();
  const { shop } = useShop();
  return (
    <PageLayout title={intl.formatMessage({ id: 'warehouse.title' })} className={styles.page}>
      <StockTable />
      <section aria-labelledby="warehouse-sections">
        <h2 id="warehouse-sections">{intl.formatMessage({ id: 'warehouse.sections.title' })}</h2>
        <ul className={styles.sections}>
          {warehouseSections.map((section) => (
            <li key={section}>
              <Link to={warehousePath(shop, section)}>
                {intl.formatMessage({ id: sectionLabel[section] })}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </PageLayout>
  );
}
