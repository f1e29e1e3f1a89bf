import { type KeyboardEvent, type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'shared-ui';
import styles from './megamenu.module.css';
import { MenuColumns, MenuStatus } from './menu-content.tsx';
import { useMenu } from './use-menu.ts';

/** "Katalog": a disclosure button and the panel of types and brands it opens. */
export function DesktopMegamenu() {
  const intl = useIntl();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const menu = useMenu();
  const close = useCallback(() => setOpen(false), []);
  useCloseOnNavigation(close);
  useCloseOnOutsideClick(open, rootRef, close);

  const links = () => [...(panelRef.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [])];
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    if (event.target === buttonRef.current && event.key === 'ArrowDown') {
      event.preventDefault();
      menu.want();
      setOpen(true);
      requestAnimationFrame(() => links()[0]?.focus());
      return;
    }
    const all = links();
    const index = all.indexOf(event.target as HTMLAnchorElement);
    if (index < 0) return;
    event.preventDefault();
    const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
    all[(next + all.length) % all.length]?.focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keys of the links and the button inside bubble here
    <div
      ref={rootRef}
      className={styles.desktop}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Tabbing past the last link closes the panel, as leaving any disclosure does.
        if (open && event.relatedTarget && !rootRef.current?.contains(event.relatedTarget as Node)) close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onPointerEnter={menu.want}
        onFocus={menu.want}
        onClick={() => {
          menu.want();
          setOpen((value) => !value);
        }}
      >
        {intl.formatMessage({ id: 'catalogue.menu.open' })}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <div ref={panelRef} id={panelId} className={styles.panel} hidden={!open}>
        {open && (
          <nav aria-label={intl.formatMessage({ id: 'catalogue.menu.label' })}>
            {menu.data && menu.data.types.length > 0 ? (
              <MenuColumns menu={menu.data} onNavigate={close} />
            ) : (
              <MenuStatus {...menu} />
            )}
          </nav>
        )}
      </div>
    </div>
  );
}

/** Following a link (or the browser's back button) closes the menu. */
export function useCloseOnNavigation(close: () => void) {
  const { pathname, search } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of the location
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    close();
  }, [pathname, search, close]);
}

function useCloseOnOutsideClick(open: boolean, root: RefObject<HTMLElement | null>, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open, root, close]);
}
