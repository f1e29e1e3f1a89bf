import { type ReactNode, useRef } from 'react';
import { useIntl } from 'react-intl';
import { canUseAdmin, canUseWarehouse } from 'shared-domain';
import { Link, NavLink, useShop, useWhoAmIQuery } from 'shared-ui';
import { Slot } from '../federation/slot.tsx';
import type { StaffArea } from './staff-area.ts';
import styles from './staff-layout.module.css';
import { useFocusHeadingOnNavigation } from './use-focus-heading-on-navigation.ts';

const staffAreas = [
  { area: 'admin', name: 'shell.area.mfe_admin', allows: canUseAdmin },
  { area: 'warehouse', name: 'shell.area.mfe_warehouse', allows: canUseWarehouse },
] as const;

/**
 * The frame of the admin and the warehouse: a slim bar (the shop → home, the
 * area, the language, the signed-in user with log out) over full-width content. No megamenu, cart
 * or footer, so none of the customer widgets load here. Its own chunk: customers never fetch it.
 */
export default function StaffLayout({
  area,
  languageSelect,
  children,
}: {
  area: StaffArea;
  languageSelect: ReactNode;
  children: ReactNode;
}) {
  const intl = useIntl();
  const { paths, title } = useShop();
  const user = useWhoAmIQuery().data?.user ?? null;
  // The staff areas this role may use (the one on screen even before the session is known).
  const areas = staffAreas.filter((candidate) => candidate.area === area || candidate.allows(user));
  const main = useRef<HTMLElement>(null);
  useFocusHeadingOnNavigation(main);
  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <a className={styles.skipLink} href="#main">
          {intl.formatMessage({ id: 'shell.skipToContent' })}
        </a>
        <Link to={paths.home} className={styles.logo}>
          {title}
        </Link>
        <nav aria-label={intl.formatMessage({ id: 'shell.nav.label' })}>
          <ul className={styles.areas}>
            {areas.map((candidate) => (
              <li key={candidate.area}>
                <NavLink to={paths[candidate.area]} className={styles.area}>
                  {intl.formatMessage({ id: candidate.name })}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.tools}>
          {languageSelect}
          <Slot
            remote="mfe_account"
            expose="UserMenu"
            label={intl.formatMessage({ id: 'shell.slot.userMenu' })}
          />
        </div>
      </header>
      {/* The admin's own frame spaces its pages; the warehouse's pages sit straight in main. */}
      <main
        ref={main}
        id="main"
        className={area === 'warehouse' ? `${styles.main} ${styles.padded}` : styles.main}
        tabIndex={-1}
      >
        {children}
      </main>
    </div>
  );
}
