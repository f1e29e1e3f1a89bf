import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { accountPagePath, type CurrentUser, canUseAdmin, canUseWarehouse } from 'shared-domain';
import { Link, ShopIntlProvider, useLocation, useNavigate, useShop, useWhoAmIQuery } from 'shared-ui';
import { useLogoutMutation } from '../account-api.ts';
import { loginPathFor } from '../login/safe-next.ts';
import { menuMessagesFor } from '../messages/catalogues.ts';
import type { MessageId } from '../messages/message-ids.ts';
import styles from './user-menu.module.css';

/**
 * Header widget (exposed as mfe_account/UserMenu). The shell's IntlProvider has no account
 * messages, so the menu brings its own for the language on screen.
 */
export default function UserMenuWidget() {
  const { locale, messages } = menuMessagesFor(useIntl().locale);
  return (
    <ShopIntlProvider locale={locale} messages={messages}>
      <UserMenu />
    </ShopIntlProvider>
  );
}

export function UserMenu() {
  const intl = useIntl();
  const { paths } = useShop();
  const location = useLocation();
  const { data, isError } = useWhoAmIQuery();

  // Same size while loading, so the header does not jump.
  if (!data && !isError) return <span className={styles.placeholder} aria-hidden="true" />;
  // Unknown session (the check failed): offering to log in is always safe.
  if (!data?.user) {
    const here = `${location.pathname}${location.search}`;
    const onLoginPage = location.pathname === paths.login;
    return (
      <Link to={onLoginPage ? here : loginPathFor(paths.login, here)} className={styles.login}>
        {intl.formatMessage({ id: 'account.menu.login' })}
      </Link>
    );
  }
  return <UserDisclosure user={data.user} />;
}

interface MenuLink {
  to: string;
  id: MessageId;
}

/** A disclosure: the button shows and hides a list of links; Escape and clicks outside close it. */
function UserDisclosure({ user }: { user: CurrentUser }) {
  const intl = useIntl();
  const { shop, paths } = useShop();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [logout, { isLoading: loggingOut }] = useLogoutMutation();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  // While open: Escape closes and gives focus back to the button; a click or focus elsewhere closes.
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => !rootRef.current?.contains(event.target as Node);
    const closeOutside = (event: Event) => {
      if (outside(event)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('focusin', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('focusin', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  async function logOut() {
    try {
      await logout().unwrap();
      setOpen(false);
      navigate(paths.home);
    } catch {
      // The session is still there; the menu stays open so the user can try again.
    }
  }

  const links: MenuLink[] = [
    { to: paths.account, id: 'account.menu.account' },
    { to: accountPagePath(shop, 'orders'), id: 'account.menu.orders' },
    { to: accountPagePath(shop, 'profile'), id: 'account.menu.profile' },
    { to: accountPagePath(shop, 'addresses'), id: 'account.menu.addresses' },
    ...(canUseAdmin(user) ? [{ to: paths.admin, id: 'account.menu.admin' } satisfies MenuLink] : []),
    ...(canUseWarehouse(user)
      ? [{ to: paths.warehouse, id: 'account.menu.warehouse' } satisfies MenuLink]
      : []),
  ];

  return (
    <div ref={rootRef} className={styles.menu}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={intl.formatMessage({ id: 'account.menu.button' }, { name: user.firstName })}
        onClick={() => setOpen((current) => !current)}
      >
        <UserIcon />
        <span>{user.firstName}</span>
        <span className={styles.chevron} aria-hidden="true">
          ▾
        </span>
      </button>
      <ul id={listId} className={styles.list} hidden={!open}>
        {links.map((link) => (
          <li key={link.id}>
            <Link to={link.to} className={styles.item} onClick={() => setOpen(false)}>
              {intl.formatMessage({ id: link.id })}
            </Link>
          </li>
        ))}
        <li className={styles.separated}>
          <button
            type="button"
            className={styles.item}
            onClick={logOut}
            disabled={loggingOut}
            aria-busy={loggingOut}
          >
            {intl.formatMessage({ id: loggingOut ? 'account.menu.loggingOut' : 'account.menu.logout' })}
          </button>
        </li>
      </ul>
    </div>
  );
}

function UserIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5Z"
      />
    </svg>
  );
}
