import { useIntl } from 'react-intl';
import { canUseAdmin, canUseWarehouse } from 'shared-domain';
import { Link, useShop, useWhoAmIQuery } from 'shared-ui';
import { CookieSettings } from '../consent/cookie-settings.tsx';
import styles from './layout.module.css';

export function Footer() {
  const intl = useIntl();
  const { paths, title, footerLinks = [] } = useShop();
  // Staff areas are offered only to those who may use them; a customer would meet a refusal there.
  const user = useWhoAmIQuery().data?.user ?? null;
  const t = (id: string) => intl.formatMessage({ id });
  const links = [
    // The links staff edit in the admin (about us, terms…), delivered with the boot data.
    ...footerLinks.map((item) => ({ to: item.link, label: item.label, shown: true })),
    { to: paths.account, label: t('shell.footer.account'), shown: true },
    { to: paths.admin, label: t('shell.footer.admin'), shown: canUseAdmin(user) },
    { to: paths.warehouse, label: t('shell.footer.warehouse'), shown: canUseWarehouse(user) },
  ];
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('shell.footer.label')}>
        <ul>
          {links
            .filter((link) => link.shown)
            .map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          <li>
            <CookieSettings label={t('shell.footer.cookies')} />
          </li>
        </ul>
      </nav>
      <p>
        © 2026 {title} · {t('shell.footer.tagline')}
      </p>
    </footer>
  );
}
