import { useIntl } from 'react-intl';
import { Link, useShop } from 'shared-ui';
import styles from './layout.module.css';

export function Footer() {
  const intl = useIntl();
  const { paths, title } = useShop();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('shell.footer.label')}>
        <ul>
          <li>
            <Link to={paths.account}>{t('shell.footer.account')}</Link>
          </li>
          <li>
            <Link to={paths.admin}>{t('shell.footer.admin')}</Link>
          </li>
          <li>
            <Link to={paths.warehouse}>{t('shell.footer.warehouse')}</Link>
          </li>
        </ul>
      </nav>
      <p>
        © 2026 {title} · {t('shell.footer.tagline')}
      </p>
    </footer>
  );
}
