import { useContext, useLayoutEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'shared-ui';
import styles from './admin-frame.module.css';
import { BreadcrumbsContext, type Crumb } from './breadcrumbs-context.ts';

/**
 * A page's place in the admin below "Administrace", e.g. Produkty › iPhone 13. Inside the frame
 * the frame shows it (one trail, always at the same place); elsewhere it renders where it stands.
 */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const setCrumbs = useContext(BreadcrumbsContext);
  const key = JSON.stringify(items);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the trail's content, not the array's identity.
  useLayoutEffect(() => {
    if (!setCrumbs) return;
    setCrumbs(items);
    return () => setCrumbs(null);
  }, [setCrumbs, key]);
  return setCrumbs ? null : <BreadcrumbTrail items={items} />;
}

export function BreadcrumbTrail({ items }: { items: Crumb[] }) {
  const intl = useIntl();
  if (items.length === 0) return null;
  return (
    <nav aria-label={intl.formatMessage({ id: 'admin.frame.breadcrumbs' })} className={styles.breadcrumbs}>
      <ol>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a trail's steps are told apart by position.
            <li key={index}>
              {item.to && !current ? (
                <Link to={item.to}>{item.label}</Link>
              ) : (
                <span aria-current={current ? 'page' : undefined}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
