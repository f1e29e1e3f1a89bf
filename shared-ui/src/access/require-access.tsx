import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import type { CurrentUser } from 'shared-domain';
import { Alert } from '../components/alert.tsx';
import { Button } from '../components/button.tsx';
import { Skeleton, SkeletonText } from '../components/skeleton.tsx';
import { Spinner } from '../components/spinner.tsx';
import { useApiErrorMessage } from '../intl/use-api-error-message.ts';
import { useShop } from '../shop/use-shop.ts';
import { useWhoAmIQuery } from '../store/session-api.ts';
import styles from './require-access.module.css';

export interface RequireAccessProps {
  /** Who may see the page, e.g. shared-domain's canUseAdmin or canUseWarehouse. */
  allows: (user: CurrentUser | null) => boolean;
  /** Heading of the page while access is refused or cannot be checked. */
  title: string;
  /** Where an anonymous visitor logs in (`?next=` brings them back); the shop's login page by default. */
  loginPath?: string;
  children: ReactNode;
}

/**
 * Shows the page only to the roles that may use it. The api checks the role on every call anyway;
 * this spares everyone else a screen of errors and tells them why.
 */
export function RequireAccess({ allows, title, loginPath, children }: RequireAccessProps) {
  const intl = useIntl();
  const { paths } = useShop();
  const location = useLocation();
  const { data, error, isLoading, refetch } = useWhoAmIQuery();

  if (isLoading) {
    return (
      <div className={styles.loading} aria-busy="true">
        <Spinner label={intl.formatMessage({ id: 'ui.access.checking' })} />
        <Skeleton height="2.5rem" width="14rem" />
        <SkeletonText lines={3} />
      </div>
    );
  }
  if (error || !data) {
    return (
      <div className={styles.page}>
        <h1>{title}</h1>
        <CheckFailed error={error} onRetry={refetch} />
      </div>
    );
  }
  if (allows(data.user)) return children;

  const next = new URLSearchParams({ next: `${location.pathname}${location.search}` }).toString();
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      <Alert tone="warning">{intl.formatMessage({ id: 'ui.access.forbidden' })}</Alert>
      {data.user === null && (
        <p>
          <Link to={`${loginPath ?? paths.login}?${next}`}>
            {intl.formatMessage({ id: 'ui.access.login' })}
          </Link>
        </p>
      )}
    </div>
  );
}

/** Who is logged in could not be found out: say why and offer to ask again, without a reload. */
function CheckFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  const describe = useApiErrorMessage();
  return (
    <Alert tone="error" title={intl.formatMessage({ id: 'ui.access.loadError' })}>
      <p className={styles.errorText}>{describe(error)}</p>
      <Button variant="secondary" size="small" onClick={onRetry}>
        {intl.formatMessage({ id: 'ui.access.retry' })}
      </Button>
    </Alert>
  );
}
