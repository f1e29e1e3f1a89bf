import { useId } from 'react';
import { useIntl } from 'react-intl';
import styles from './coming-sections.module.css';

export interface ComingSectionsProps {
  /** The h2 of the list, e.g. "Sekce administrace". */
  heading: string;
  /** Names of the sections that are not there yet, in the order shown. */
  names: readonly string[];
}

/** Parts of a back-office page that are announced but not built yet, each marked "coming". */
export function ComingSections({ heading, names }: ComingSectionsProps) {
  const intl = useIntl();
  const headingId = useId();
  const coming = intl.formatMessage({ id: 'ui.comingSections.coming' });
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <ul className={styles.sections}>
        {names.map((name) => (
          <li key={name} className={styles.section}>
            <span className={styles.name}>{name}</span>
            <span className={styles.coming}>{coming}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
