import { useId } from 'react';
import { useIntl } from 'react-intl';
import styles from './admin-page.module.css';

// The back office of spec §1/§2; each section arrives with its own issue.
const sections = [
  'orders',
  'packaging',
  'discounts',
  'categories',
  'attributes',
  'prices',
  'reviews',
  'cachePurge',
] as const;

export function AdminSections() {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage({ id: 'admin.sections.title' })}</h2>
      <ul className={styles.sections}>
        {sections.map((section) => (
          <li key={section} className={styles.section}>
            <span className={styles.sectionName}>
              {intl.formatMessage({ id: `admin.sections.${section}` })}
            </span>
            <span className={styles.coming}>{intl.formatMessage({ id: 'admin.sections.coming' })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
