import { useIntl } from 'react-intl';
import { canUseAdmin } from 'shared-domain';
import { RequireAccess } from 'shared-ui';
import styles from './admin-page.module.css';
import { AdminSections } from './admin-sections.tsx';
import { OverviewCards } from './overview-cards.tsx';

export function AdminPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'admin.title' });
  return (
    <RequireAccess allows={canUseAdmin} title={title}>
      <div className={styles.page}>
        <h1>{title}</h1>
        <OverviewCards />
        <AdminSections />
      </div>
    </RequireAccess>
  );
}
