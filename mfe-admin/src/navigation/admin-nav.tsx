import { useIntl } from 'react-intl';
import { NavLink, useShop, useWhoAmIQuery } from 'shared-ui';
import styles from './admin-nav.module.css';
import { adminSections } from './admin-sections.ts';
import { sectionName } from './section-labels.ts';

/** The sections this role may use; NavLink marks the current one (aria-current). */
export function AdminNav({ id }: { id?: string }) {
  const intl = useIntl();
  const { shop } = useShop();
  const user = useWhoAmIQuery().data?.user ?? null;
  const sections = adminSections(shop).filter((section) => section.allows(user));
  return (
    <nav id={id} aria-label={intl.formatMessage({ id: 'admin.nav.label' })} className={styles.nav}>
      <ul className={styles.list}>
        {sections.map((section) => (
          <li key={section.key} className={section.key === 'warehouse' ? styles.otherArea : undefined}>
            <NavLink
              to={section.path}
              end={section.end}
              className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
            >
              {intl.formatMessage({ id: sectionName[section.key] })}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
