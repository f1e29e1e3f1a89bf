import { type ReactNode, useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { areaPaths } from 'shared-domain';
import { useLocation, useShop } from 'shared-ui';
import { CachePurgeButton } from '../cache/cache-purge-button.tsx';
import { AdminNav } from '../navigation/admin-nav.tsx';
import { sectionOf } from '../navigation/admin-sections.ts';
import { sectionName } from '../navigation/section-labels.ts';
import styles from './admin-frame.module.css';
import { BreadcrumbTrail } from './breadcrumbs.tsx';
import { BreadcrumbsContext, type Crumb } from './breadcrumbs-context.ts';

const CONTENT_ID = 'admin-content';

/**
 * Every admin page inside the staff layout: the side navigation of the sections this role may
 * use (a disclosure on a phone), the breadcrumbs, then the page. routes.tsx puts each page in it.
 */
export function AdminFrame({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { shop } = useShop();
  const { pathname } = useLocation();
  const [pageCrumbs, setPageCrumbs] = useState<Crumb[] | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();

  // After choosing a section on a phone the menu gets out of the way.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every move to another page.
  useEffect(() => setMenuOpen(false), [pathname]);

  const home = { label: intl.formatMessage({ id: 'admin.title' }), to: areaPaths[shop].admin };
  const section = sectionOf(shop, pathname);
  const defaultCrumbs =
    section && section.key !== 'overview'
      ? [{ label: intl.formatMessage({ id: sectionName[section.key] }), to: section.path }]
      : [];

  return (
    <div className={styles.frame}>
      <a className={styles.skipLink} href={`#${CONTENT_ID}`}>
        {intl.formatMessage({ id: 'admin.frame.skipNavigation' })}
      </a>
      <aside className={styles.side}>
        <button
          type="button"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {intl.formatMessage({ id: 'admin.frame.menu' })}
        </button>
        <div id={navId} className={menuOpen ? `${styles.sideBody} ${styles.open}` : styles.sideBody}>
          <AdminNav />
          <div className={styles.sideTools}>
            <CachePurgeButton />
          </div>
        </div>
      </aside>
      <div id={CONTENT_ID} className={styles.content} tabIndex={-1}>
        <BreadcrumbTrail items={[home, ...(pageCrumbs ?? defaultCrumbs)]} />
        <BreadcrumbsContext value={setPageCrumbs}>{children}</BreadcrumbsContext>
      </div>
    </div>
  );
}
