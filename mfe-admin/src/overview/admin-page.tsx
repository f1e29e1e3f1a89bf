import { useIntl } from 'react-intl';
import { canUseAdmin } from 'shared-domain';
import { PageLayout, RequireAccess } from 'shared-ui';
import { AdminNav } from '../navigation/admin-nav.tsx';
import styles from './admin-page.module.css';
import { AdminSections } from './admin-sections.tsx';
import { OverviewCards } from './overview-cards.tsx';

export function AdminPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'admin.title' });
  return (
    <RequireAccess allows={canUseAdmin} title={title}>
      <PageLayout title={title} className={styles.page}>
        <AdminNav />
        <OverviewCards />
        <AdminSections />
      </PageLayout>
    </RequireAccess>
  );
}
