import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { loginPathFor } from '../page/login-path.ts';
import { useShop } from '../shop/use-shop.ts';
import styles from './header-links.module.css';

// The header's cart and account entries, drawn the same by the shell's first-paint stand-ins and by
// the cart's and the account's widgets that take over, so the swap changes nothing on screen.

/** The class of the account button (the user menu's disclosure, or the stand-in link to the account). */
export const userEntryClass = styles.user;

/** The cart link: the glyph, and the item count once it is known and not zero. */
export function CartLink({ label, count }: { label: string; count: number | undefined }) {
  const intl = useIntl();
  const { paths } = useShop();
  return (
    <Link to={paths.cart} className={styles.cart} aria-label={label} title={label}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM1 2v2h2l3.6 7.6-1.4 2.4c-.1.3-.2.6-.2 1 0 1.1.9 2 2 2h12v-2H7.4a.25.25 0 0 1-.2-.4L8.1 13h7.5c.8 0 1.4-.4 1.7-1l3.6-6.5A1 1 0 0 0 20 4H5.2l-.9-2H1Z"
        />
      </svg>
      {count !== undefined && count > 0 && (
        <span className={styles.count} aria-hidden="true">
          {intl.formatNumber(count)}
        </span>
      )}
    </Link>
  );
}

/** Holds the account entry's place while the session is not known yet, so the header does not jump. */
export function UserEntryPlaceholder() {
  return <span className={styles.userPlaceholder} aria-hidden="true" />;
}

/** "Log in", coming back to this page afterwards (on the login page itself, it stays there). */
export function LoginLink({ children }: { children: ReactNode }) {
  const { paths } = useShop();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <Link
      to={location.pathname === paths.login ? here : loginPathFor(paths.login, here)}
      className={styles.login}
    >
      {children}
    </Link>
  );
}

/** The content of the account entry: the person glyph, the first name and the menu's chevron. */
export function UserEntryContent({ name }: { name: string }) {
  return (
    <>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5Z"
        />
      </svg>
      <span>{name}</span>
      <span className={styles.chevron} aria-hidden="true">
        ▾
      </span>
    </>
  );
}
