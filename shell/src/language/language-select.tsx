import { useId } from 'react';
import { useIntl } from 'react-intl';
import { type Locale, locales } from 'shared-domain';
import { visuallyHidden } from 'shared-ui';
import styles from '../layout/layout.module.css';

// Each language names itself, so a visitor finds their own whatever the current language is.
const languageNames: Record<Locale, string> = { 'cs-CZ': 'Čeština', 'ro-RO': 'Română' };

export function LanguageSelect({ value, onChange }: { value: Locale; onChange: (locale: Locale) => void }) {
  const intl = useIntl();
  const id = useId();
  return (
    <span className={styles.language}>
      <label htmlFor={id} className={visuallyHidden}>
        {intl.formatMessage({ id: 'shell.language' })}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as Locale)}>
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {languageNames[locale]}
          </option>
        ))}
      </select>
    </span>
  );
}
