import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MenuType } from 'shared-domain';
import { Link } from 'shared-ui';
import { useCloseOnNavigation } from './desktop-megamenu.tsx';
import styles from './megamenu.module.css';
import { ExtraLinks, MenuStatus } from './menu-content.tsx';
import { useMenu } from './use-menu.ts';

/**
 * Below the mobile breakpoint: a hamburger button opening a full-height menu, one accordion per
 * type, then the `extras` the header has no room for on a phone.
 */
export function HamburgerMenu({ extras }: { extras?: ReactNode }) {
  const intl = useIntl();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const menu = useMenu();
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  useCloseOnNavigation(useCallback(() => setOpen(false), []));

  useEffect(() => {
    if (open) closeRef.current?.focus();
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  return (
    <div className={styles.mobile}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.hamburger}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={intl.formatMessage({ id: 'catalogue.menu.hamburger' })}
        onClick={() => {
          menu.want();
          setOpen(true);
        }}
      >
        <span className={styles.hamburgerIcon} aria-hidden="true" />
      </button>
      <div
        id={panelId}
        className={styles.drawer}
        role="dialog"
        aria-modal="true"
        aria-label={intl.formatMessage({ id: 'catalogue.menu.label' })}
        hidden={!open}
        onKeyDown={onKeyDown}
      >
        {open && (
          <>
            <div className={styles.drawerHead}>
              <span className={styles.drawerTitle}>{intl.formatMessage({ id: 'catalogue.menu.open' })}</span>
              <button ref={closeRef} type="button" className={styles.closeButton} onClick={close}>
                {intl.formatMessage({ id: 'catalogue.menu.close' })}
              </button>
            </div>
            <nav aria-label={intl.formatMessage({ id: 'catalogue.menu.label' })}>
              {menu.data && menu.data.types.length > 0 ? (
                <ul className={styles.accordion}>
                  {menu.data.types.map((type) => (
                    <AccordionItem key={type.id} type={type} onNavigate={() => setOpen(false)} />
                  ))}
                  <ExtraLinks
                    links={menu.data.links}
                    linkClass={styles.accordionButton}
                    onNavigate={() => setOpen(false)}
                  />
                </ul>
              ) : (
                <MenuStatus {...menu} />
              )}
            </nav>
            {extras}
          </>
        )}
      </div>
    </div>
  );
}

function AccordionItem({ type, onNavigate }: { type: MenuType; onNavigate: () => void }) {
  const intl = useIntl();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  return (
    <li>
      <button
        type="button"
        className={styles.accordionButton}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
      >
        {type.name}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <ul id={listId} className={styles.accordionList} hidden={!expanded}>
        <li>
          <Link to={type.url} className={styles.brandLink} onClick={onNavigate}>
            {intl.formatMessage({ id: 'catalogue.menu.allOfType' }, { type: type.name })}
          </Link>
        </li>
        {/* Keyed by URL: a child category may share a brand's seo name, never its URL. */}
        {type.brands.map((brand) => (
          <li key={brand.url}>
            <Link to={brand.url} className={styles.brandLink} onClick={onNavigate}>
              {intl.formatMessage(
                { id: 'catalogue.menu.brandCount' },
                { name: brand.name, count: brand.productCount },
              )}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
