import { useIntl } from 'react-intl';
import { canUseAdmin } from 'shared-domain';
import { PageLayout, RequireAccess } from 'shared-ui';
import { AdminNav } from '../navigation/admin-nav.tsx';
import { BuyoutList } from './buyout-list.tsx';
import styles from './buyouts.module.css';

export function BuyoutListPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'admin.buyouts.title' });
  return (
    <RequireAccess allows={canUseAdmin} title={title}>
      <PageLayout
        title={title}
        lead={intl.formatMessage({ id: 'admin.buyouts.lead' })}
        className={styles.page}
      >
        <AdminNav />
        <BuyoutList />
      </PageLayout>
    </RequireAccess>
  );
}
