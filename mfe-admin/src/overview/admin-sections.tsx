import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link, useShop, useWhoAmIQuery } from 'shared-ui';
import { type AdminSection, adminSections } from '../navigation/admin-sections.ts';
import { type ListedSectionKey, sectionName, sectionPurpose } from '../navigation/section-labels.ts';
import styles from './admin-page.module.css';

/** A card per section this role may use: its name as the link and what it is for. */
export function AdminSections() {
  const intl = useIntl();
  const headingId = useId();
  const { shop } = useShop();
  const user = useWhoAmIQuery().data?.user ?? null;
  const sections = adminSections(shop).filter(
    (section): section is AdminSection & { key: ListedSectionKey } =>
      section.key !== 'overview' && section.allows(user),
  );
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage({ id: 'admin.sections.title' })}</h2>
      <ul className={styles.sections}>
        {sections.map((section) => (
          <li key={section.key} className={styles.section}>
            <Link to={section.path} className={styles.sectionLink}>
              {intl.formatMessage({ id: sectionName[section.key] })}
            </Link>
            <p className={styles.sectionText}>{intl.formatMessage({ id: sectionPurpose[section.key] })}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
