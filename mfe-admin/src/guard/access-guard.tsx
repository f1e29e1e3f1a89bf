import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import type { CurrentUser } from 'shared-domain';
import { Alert, Skeleton, SkeletonText, Spinner, useShop, useWhoAmIQuery } from 'shared-ui';
import { LoadError } from '../common/load-error.tsx';
import styles from './access-guard.module.css';

export interface AccessGuardProps {
  /** Who may see the page (shared-domain's canUseAdmin / canUseWarehouse). */
  allows: (user: CurrentUser | null) => boolean;
  /** Heading of the page when access is refused. */
  title: string;
  children: ReactNode;
}

/**
 * Shows the page only to the roles that may use it. The api checks the role on every call anyway;
 * this spares everyone else a screen of errors and tells them why.
 */
export function AccessGuard({ allows, title, children }: AccessGuardProps) {
  const intl = useIntl();
  const { paths } = useShop();
  const location = useLocation();
  const { data, error, isLoading, refetch } = useWhoAmIQuery();

  if (isLoading) {
    return (
      <div className={styles.loading} aria-busy="true">
        <Spinner label={intl.formatMessage({ id: 'admin.guard.checking' })} />
        <Skeleton height="2.5rem" width="14rem" />
        <SkeletonText lines={3} />
      </div>
    );
  }
  if (error || !data) {
    return (
      <div className={styles.page}>
        <h1>{title}</h1>
        <LoadError error={error} onRetry={refetch} />
      </div>
    );
  }
  if (allows(data.user)) return children;

  const next = new URLSearchParams({ next: `${location.pathname}${location.search}` }).toString();
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      <Alert tone="warning">{intl.formatMessage({ id: 'admin.guard.forbidden' })}</Alert>
      {data.user === null && (
        <p>
          <Link to={`${paths.login}?${next}`}>{intl.formatMessage({ id: 'admin.guard.login' })}</Link>
        </p>
      )}
    </div>
  );
}
