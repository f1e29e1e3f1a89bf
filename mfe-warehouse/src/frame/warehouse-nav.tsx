import { useIntl } from 'react-intl';
import { areaPaths } from 'shared-domain';
import { NavLink, useShop } from 'shared-ui';
import { warehousePath, warehouseSections } from '../warehouse-paths.ts';
import { sectionLabel } from './section-label.ts';
import styles from './warehouse-frame.module.css';

/** The warehouse's sections; NavLink marks the current one (aria-current). */
export function WarehouseNav({ id }: { id?: string }) {
  const intl = useIntl();
  const { shop } = useShop();
  const links = [
    { key: 'home' as const, to: areaPaths[shop].warehouse, end: true },
    ...warehouseSections.map((section) => ({ key: section, to: warehousePath(shop, section), end: false })),
  ];
  return (
    <nav id={id} aria-label={intl.formatMessage({ id: 'warehouse.nav.label' })}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.key}>
            <NavLink
              to={link.to}
              end={link.end}
              className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
            >
              {intl.formatMessage({ id: sectionLabel[link.key] })}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
