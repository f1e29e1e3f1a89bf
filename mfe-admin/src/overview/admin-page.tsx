import { useIntl } from 'react-intl';
import { PageLayout } from 'shared-ui';
import styles from './admin-page.module.css';
import { AdminSections } from './admin-sections.tsx';
import { OverviewCards } from './overview-cards.tsx';

/** The admin's home: the shop in numbers, then the way into each section. */
export function AdminPage() {
  const intl = useIntl();
  return (
    <PageLayout title={intl.formatMessage({ id: 'admin.title' })} className={styles.page}>
      <OverviewCards />
      <AdminSections />
    </PageLayout>
  );
}
