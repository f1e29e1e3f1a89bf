import { useIntl } from 'react-intl';
import { PageLayout } from 'shared-ui';
import { BuyoutList } from './buyout-list.tsx';
import styles from './buyouts.module.css';

/** Staff only and inside the admin frame, as routes.tsx puts every admin page. */
export function BuyoutListPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'admin.buyouts.title' });
  return (
    <PageLayout title={title} lead={intl.formatMessage({ id: 'admin.buyouts.lead' })} className={styles.page}>
      <BuyoutList />
    </PageLayout>
  );
}
