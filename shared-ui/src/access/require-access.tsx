import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import type { CurrentUser } from 'shared-domain';
import { Alert } from '../components/alert.tsx';
import { LoadError } from '../components/load-error.tsx';
import { PageLayout } from '../components/page-layout.tsx';
import { Skeleton, SkeletonText } from '../components/skeleton.tsx';
import { Spinner } from '../components/spinner.tsx';
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
      <PageLayout title={title} narrow>
        <LoadError error={error} onRetry={refetch} />
      </PageLayout>
    );
  }
  if (allows(data.user)) return children;

  const next = new URLSearchParams({ next: `${location.pathname}${location.search}` }).toString();
  return (
    <PageLayout title={title} narrow>
      <Alert tone="warning">{intl.formatMessage({ id: 'ui.access.forbidden' })}</Alert>
      {data.user === null && (
        <p>
          <Link to={`${loginPath ?? paths.login}?${next}`}>
            {intl.formatMessage({ id: 'ui.access.login' })}
          </Link>
        </p>
      )}
    </PageLayout>
  );
}
