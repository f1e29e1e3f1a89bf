import { useIntl } from 'react-intl';
import { Link, PageLayout, useShop } from 'shared-ui';
import { adminEntityPath } from '../admin-paths.ts';
import styles from '../articles/articles-admin.module.css';
import { AdminListTable } from '../frame/admin-list-table.tsx';
import type { IdUnder } from '../messages/message-ids.ts';
import { storeServiceName } from './store-labels.ts';
import { useGetAdminStoresQuery } from './stores-admin-api.ts';

/** /admin/prodejny (ro /admin/magazine): the stores and centres whose pages staff edit. */
export function StoresAdminPage() {
  const intl = useIntl();
  const { shop } = useShop();
  const t = (id: IdUnder<'admin.stores.'>) => intl.formatMessage({ id: `admin.stores.${id}` });
  const stores = useGetAdminStoresQuery();
  return (
    <PageLayout title={t('title')} lead={t('lead')}>
      <AdminListTable
        result={stores}
        className={styles.table}
        caption={t('caption')}
        columnHeaders={[t('column.name'), t('column.services'), t('column.exceptions')]}
        emptyTitle={t('empty')}
        renderRow={(store) => (
          <tr key={store.id}>
            <th scope="row">
              <Link to={adminEntityPath(shop, 'stores', store.id)}>{store.name}</Link>
              <span className={styles.secondary}>
                {store.street}, {store.city}
              </span>
            </th>
            <td>
              {store.services
                .map((service) => intl.formatMessage({ id: storeServiceName[service] }))
                .join(', ')}
            </td>
            <td>{store.exceptions.length}</td>
          </tr>
        )}
      />
    </PageLayout>
  );
}
