import { useIntl } from 'react-intl';
import { canUseAdmin, canUseWarehouse } from 'shared-domain';
import { Link, useShop, useWhoAmIQuery } from 'shared-ui';
import { CookieSettings } from '../consent/cookie-settings.tsx';
import type { IdUnder } from '../messages/message-ids.ts';
import styles from './layout.module.css';

export function Footer() {
  const intl = useIntl();
  const { paths, title, footerLinks = [] } = useShop();
  // Staff areas are offered only to those who may use them; a customer would meet a refusal there.
  const user = useWhoAmIQuery().data?.user ?? null;
  const t = (id: IdUnder<'shell.footer.'>) => intl.formatMessage({ id: `shell.footer.${id}` });
  const links = [
    // The links staff edit in the admin (about us, terms…), delivered with the boot data.
    ...footerLinks.map((item) => ({ to: item.link, label: item.label, shown: true })),
    { to: paths.account, label: t('account'), shown: true },
    { to: paths.admin, label: t('admin'), shown: canUseAdmin(user) },
    { to: paths.warehouse, label: t('warehouse'), shown: canUseWarehouse(user) },
  ];
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('label')}>
        <ul>
          {links
            .filter((link) => link.shown)
            .map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          <li>
            <CookieSettings label={t('cookies')} />
          </li>
        </ul>
      </nav>
      <p>
        © 2026 {title} · {t('tagline')}
      </p>
    </footer>
  );
}
