import { useIntl } from 'react-intl';
import { areaPaths } from 'shared-domain';
import { NavLink, useShop } from 'shared-ui';
import { adminBuyoutsPath } from '../admin-paths.ts';
import styles from './admin-nav.module.css';

/** The admin's own sections; NavLink marks the current one (aria-current). */
export function AdminNav() {
  const intl = useIntl();
  const { shop } = useShop();
  const links = [
    { to: areaPaths[shop].admin, label: intl.formatMessage({ id: 'admin.nav.overview' }), end: true },
    { to: adminBuyoutsPath(shop), label: intl.formatMessage({ id: 'admin.nav.buyouts' }), end: false },
  ];
  return (
    <nav aria-label={intl.formatMessage({ id: 'admin.nav.label' })}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.end}
              className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
