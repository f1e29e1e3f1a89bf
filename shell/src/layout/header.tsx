import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, NavLink, ShopIntlProvider, useShop } from 'shared-ui';
import { Slot } from '../federation/slot.tsx';
import { usePreloadArea } from '../federation/use-preload-area.ts';
import { useLanguage } from '../language/language-context.tsx';
import type { MessageId } from '../messages/message-ids.ts';
import { CartLinkStandIn, UserLinkStandIn } from './header-stand-ins.tsx';
import styles from './layout.module.css';

/**
 * One row on a desktop: logo, the catalogue's menu and search, the other areas, language, account
 * and cart. On a phone two rows (menu, logo, cart; then search): the areas, the language and the
 * account move into the catalogue's menu drawer, so the header keeps to a sixth of the screen.
 * The catalogue itself is reached through its menu ("Katalog") and the logo, never a second link.
 * The cart's badge and the user menu are not needed for the first paint: the shell draws their
 * stand-ins from the boot data and their remotes load when the browser is idle (or on intent).
 */
export function Header({ languageSelect }: { languageSelect: ReactNode }) {
  const intl = useIntl();
  const { locale, messages } = useLanguage();
  const { paths, title } = useShop();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const userMenu = (
    <Slot
      remote="mfe_account"
      expose="UserMenu"
      label={t('shell.slot.userMenu')}
      standIn={<UserLinkStandIn />}
    />
  );
  // Rendered inside the catalogue's widget, whose messages are its own: the shell's come along.
  const drawerExtras = (
    <ShopIntlProvider locale={locale} messages={messages}>
      <div className={styles.drawerExtras}>
        <AreaNav />
        <div className={styles.drawerTools}>
          {languageSelect}
          {userMenu}
        </div>
      </div>
    </ShopIntlProvider>
  );
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
          <Slot
            remote="mfe_catalogue"
            expose="Megamenu"
            label={t('shell.slot.megamenu')}
            props={{ drawerExtras }}
          />
        </div>
        <div className={styles.wideOnly}>
          <AreaNav />
        </div>
        <div className={styles.tools}>
          <div className={styles.wideOnly}>{languageSelect}</div>
          <div className={styles.wideOnly}>{userMenu}</div>
          <Slot
            remote="mfe_cart"
            expose="CartBadge"
            label={t('shell.slot.cart')}
            standIn={<CartLinkStandIn />}
          />
        </div>
      </div>
    </header>
  );
}

/** The shop's areas besides the catalogue, preloaded when the pointer or focus comes near. */
function AreaNav() {
  const intl = useIntl();
  const { paths } = useShop();
  const preload = usePreloadArea();
  const areas = [
    { to: paths.buyout, label: intl.formatMessage({ id: 'shell.nav.buyout' }) },
    { to: paths.service, label: intl.formatMessage({ id: 'shell.nav.service' }) },
  ];
  return (
    <nav aria-label={intl.formatMessage({ id: 'shell.nav.label' })} className={styles.nav}>
      <ul>
        {areas.map((area) => (
          <li key={area.to}>
            <NavLink to={area.to} onMouseEnter={() => preload(area.to)} onFocus={() => preload(area.to)}>
              {area.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
