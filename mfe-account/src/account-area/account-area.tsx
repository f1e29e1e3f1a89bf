import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { type AccountPageName, accountPagePath, type CurrentUser } from 'shared-domain';
import {
  Alert,
  Button,
  Link,
  LoadError,
  Navigate,
  SkeletonText,
  useApiErrorMessage,
  useDocumentTitle,
  useLocation,
  useNavigate,
  useShop,
  useWhoAmIQuery,
} from 'shared-ui';
import { useLogoutMutation } from '../account-api.ts';
import { loginPathFor } from '../login/safe-next.ts';
import type { MessageId } from '../messages/message-ids.ts';
import styles from './account-area.module.css';

/** The signed-in pages, in the order of the navigation; 'summary' is the account path itself. */
export type AccountAreaPage =
  | 'summary'
  | Extract<AccountPageName, 'orders' | 'profile' | 'addresses' | 'password'>;
const navigation: AccountAreaPage[] = ['summary', 'orders', 'profile', 'addresses', 'password'];

/** Each page's link in the navigation: a new page without its words fails tsc. */
const pageLabel: Record<AccountAreaPage, MessageId> = {
  summary: 'account.nav.summary',
  orders: 'account.nav.orders',
  profile: 'account.nav.profile',
  addresses: 'account.nav.addresses',
  password: 'account.nav.password',
};

export interface AccountAreaProps {
  /** The page shown: its link in the navigation is marked current. */
  page: AccountAreaPage;
  /** The page's own heading (h1). */
  title: string;
  /** The page body, given the signed-in user. */
  children: (user: CurrentUser) => ReactNode;
}

/**
 * The frame of every signed-in page: an anonymous visitor is sent to the login page (and comes
 * back afterwards); a signed-in one sees the page with the account's navigation and logout.
 */
export function AccountArea({ page, title, children }: AccountAreaProps) {
  const intl = useIntl();
  const { paths } = useShop();
  const location = useLocation();
  const { data, error, isLoading, isFetching, refetch } = useWhoAmIQuery();
  useDocumentTitle(title);

  if (isLoading || (isFetching && !data?.user)) {
    return (
      <div className={styles.area} aria-busy="true">
        <h1>{title}</h1>
        <SkeletonText lines={4} />
      </div>
    );
  }
  if (error || !data) {
    return (
      <div className={styles.area}>
        <h1>{title}</h1>
        <LoadError
          title={intl.formatMessage({ id: 'account.error.title' })}
          error={error}
          onRetry={refetch}
        />
      </div>
    );
  }
  if (!data.user) {
    return <Navigate to={loginPathFor(paths.login, `${location.pathname}${location.search}`)} replace />;
  }
  return (
    <div className={styles.area}>
      <AccountNavigation current={page} />
      <div className={styles.content}>
        <h1>{title}</h1>
        {children(data.user)}
      </div>
    </div>
  );
}

function AccountNavigation({ current }: { current: AccountAreaPage }) {
  const intl = useIntl();
  const { shop, paths } = useShop();
  const pathOf = (page: AccountAreaPage) =>
    page === 'summary' ? paths.account : accountPagePath(shop, page);
  return (
    <nav aria-label={intl.formatMessage({ id: 'account.nav.label' })} className={styles.nav}>
      <ul>
        {navigation.map((page) => (
          <li key={page}>
            <Link
              to={pathOf(page)}
              className={styles.link}
              aria-current={page === current ? 'page' : undefined}
            >
              {intl.formatMessage({ id: pageLabel[page] })}
            </Link>
          </li>
        ))}
      </ul>
      <LogoutButton />
    </nav>
  );
}

function LogoutButton() {
  const intl = useIntl();
  const { paths } = useShop();
  const navigate = useNavigate();
  const describeApiError = useApiErrorMessage();
  const [logout, { isLoading }] = useLogoutMutation();
  const [logoutError, setLogoutError] = useState<string>();

  async function logOut() {
    setLogoutError(undefined);
    try {
      await logout().unwrap();
      navigate(paths.home);
    } catch (error) {
      setLogoutError(describeApiError(error));
    }
  }

  return (
    <div className={styles.logout}>
      {logoutError && <Alert tone="error">{logoutError}</Alert>}
      <Button
        variant="secondary"
        onClick={logOut}
        loading={isLoading}
        loadingLabel={intl.formatMessage({ id: 'account.logout.sending' })}
      >
        {intl.formatMessage({ id: 'account.logout' })}
      </Button>
    </div>
  );
}
