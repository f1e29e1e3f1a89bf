import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { canUseWarehouse } from 'shared-domain';
import { RequireAccess } from 'shared-ui';
import styles from './warehouse-frame.module.css';
import { WarehouseNav } from './warehouse-nav.tsx';

/** What routes.tsx puts around every warehouse page: warehouse or staff only, then the navigation. */
export function WarehouseFrame({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <RequireAccess allows={canUseWarehouse} title={intl.formatMessage({ id: 'warehouse.title' })}>
      <div className={styles.frame}>
        <aside className={styles.side}>
          <WarehouseNav />
        </aside>
        <div className={styles.content}>{children}</div>
      </div>
    </RequireAccess>
  );
}
