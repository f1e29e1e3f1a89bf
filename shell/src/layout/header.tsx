import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, NavLink, useShop } from 'shared-ui';
import { Slot } from '../federation/slot.tsx';
import { usePreloadArea } from '../federation/use-preload-area.ts';
import styles from './layout.module.css';

export function Header({ languageSelect }: { languageSelect: ReactNode }) {
  const intl = useIntl();
  const { paths, title } = useShop();
  const preload = usePreloadArea();
  const t = (id: string) => intl.formatMessage({ id });
  const areas = [
    { to: paths.home, label: t('shell.nav.catalogue') },
    { to: paths.buyout, label: t('shell.nav.buyout') },
    { to: paths.service, label: t('shell.nav.service') },
  ];
  return (
    <header className={styles.header}>
      <a className={styles.skipLink} href="#main">
        {t('shell.skipToContent')}
      </a>
      <div className={styles.headerInner}>
        <Link to={paths.home} className={styles.logo}>
          {title}
        </Link>
        <div className={styles.megamenu}>
          <Slot remote="mfe_catalogue" expose="Megamenu" label={t('shell.slot.megamenu')} />
        </div>
        <nav aria-label={t('shell.nav.label')} className={styles.nav}>
          <ul>
            {areas.map((area) => (
              <li key={area.to}>
                <NavLink
                  to={area.to}
                  end={area.to === '/'}
                  onMouseEnter={() => preload(area.to)}
                  onFocus={() => preload(area.to)}
                >
                  {area.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.tools}>
          {languageSelect}
          <Slot remote="mfe_account" expose="UserMenu" label={t('shell.slot.userMenu')} />
          <Slot remote="mfe_cart" expose="CartBadge" label={t('shell.slot.cart')} />
        </div>
      </div>
    </header>
  );
}
