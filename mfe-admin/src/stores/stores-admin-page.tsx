import { useIntl } from 'react-intl';
import { EmptyState, Link, LoadError, PageLayout, Skeleton, useShop } from 'shared-ui';
import { adminEntityPath } from '../admin-paths.ts';
import styles from '../articles/articles-admin.module.css';
import { useGetAdminStoresQuery } from './stores-admin-api.ts';

/** /admin/prodejny (ro /admin/magazine): the stores and centres whose pages staff edit. */
export function StoresAdminPage() {
  const intl = useIntl();
  const { shop } = useShop();
  const t = (id: string) => intl.formatMessage({ id: `admin.stores.${id}` });
  const { data, error, isLoading, refetch } = useGetAdminStoresQuery();
  return (
    <PageLayout title={t('title')} lead={t('lead')}>
      {isLoading ? (
        <Skeleton variant="rect" height="20rem" />
      ) : error || !data ? (
        <LoadError error={error} onRetry={refetch} />
      ) : data.items.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <table className={styles.table}>
          <caption>{t('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('column.name')}</th>
              <th scope="col">{t('column.services')}</th>
              <th scope="col">{t('column.exceptions')}</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((store) => (
              <tr key={store.id}>
                <th scope="row">
                  <Link to={adminEntityPath(shop, 'stores', store.id)}>{store.name}</Link>
                  <span className={styles.secondary}>
                    {store.street}, {store.city}
                  </span>
                </th>
                <td>{store.services.map((service) => t(`service.${service}`)).join(', ')}</td>
                <td>{store.exceptions.length}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PageLayout>
  );
}
