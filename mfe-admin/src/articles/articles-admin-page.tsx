import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { AdminArticleList } from 'shared-domain/contracts/admin-articles.ts';
import {
  Button,
  buttonClassName,
  ConfirmDialog,
  Link,
  PageLayout,
  useFormatDate,
  useShop,
  useToast,
} from 'shared-ui';
import { adminEntityPath, adminPages, adminPath } from '../admin-paths.ts';
import { AdminListTable } from '../frame/admin-list-table.tsx';
import type { IdUnder } from '../messages/message-ids.ts';
import styles from './articles-admin.module.css';
import {
  useDeleteArticleMutation,
  useGetAdminArticlesQuery,
  usePublishArticleMutation,
} from './articles-api.ts';

type Row = AdminArticleList['items'][number];

/** /admin/clanky (ro /admin/articole): the shop's articles, drafts included; publish, withdraw, delete. */
export function ArticlesAdminPage() {
  const intl = useIntl();
  const { shop } = useShop();
  const toast = useToast();
  const formatDate = useFormatDate();
  const t = (id: IdUnder<'admin.articles.'>, values?: Record<string, string>) =>
    intl.formatMessage({ id: `admin.articles.${id}` }, values);
  const articles = useGetAdminArticlesQuery();
  const { data, isFetching } = articles;
  const [publish, publishing] = usePublishArticleMutation();
  const [remove, removing] = useDeleteArticleMutation();
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const topicName = (slug: string) => data?.topics.find((topic) => topic.slug === slug)?.name ?? slug;

  async function togglePublished(row: Row) {
    try {
      await publish({ id: row.id, published: !row.publishedAt }).unwrap();
      toast.show({
        tone: 'success',
        message: t(row.publishedAt ? 'withdrawn' : 'published', { title: row.title }),
      });
    } catch {
      toast.show({ tone: 'error', message: t('failed') });
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await remove(toDelete.id).unwrap();
      toast.show({ tone: 'success', message: t('deleted', { title: toDelete.title }) });
    } catch {
      toast.show({ tone: 'error', message: t('failed') });
    }
    setToDelete(null);
  }

  return (
    <PageLayout title={t('title')} lead={t('lead')} busy={isFetching}>
      <div>
        <Link
          to={`${adminPath(shop, 'articles')}/${adminPages[shop].newArticle}`}
          className={buttonClassName('primary')}
        >
          {t('new')}
        </Link>
      </div>
      <AdminListTable
        result={articles}
        className={styles.table}
        caption={t('caption')}
        columnHeaders={[t('column.title'), t('column.topic'), t('column.status'), t('column.actions')]}
        emptyTitle={t('empty')}
        renderRow={(row) => (
          <tr key={row.id}>
            <th scope="row">
              <Link to={adminEntityPath(shop, 'articles', row.id)}>{row.title}</Link>
              <span className={styles.secondary}>{row.slug}</span>
            </th>
            <td>{topicName(row.topicSlug)}</td>
            <td>
              {row.publishedAt
                ? t('status.published', { date: formatDate(row.publishedAt, { dateStyle: 'medium' }) })
                : t('status.draft')}
            </td>
            <td className={styles.actions}>
              <Button
                size="small"
                variant="secondary"
                onClick={() => togglePublished(row)}
                disabled={publishing.isLoading}
                aria-label={t(row.publishedAt ? 'withdrawLabel' : 'publishLabel', { title: row.title })}
              >
                {t(row.publishedAt ? 'withdraw' : 'publish')}
              </Button>
              <Button
                size="small"
                variant="danger"
                onClick={() => setToDelete(row)}
                aria-label={t('deleteLabel', { title: row.title })}
              >
                {t('delete')}
              </Button>
            </td>
          </tr>
        )}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('deleteTitle')}
        confirmLabel={t('delete')}
        destructive
        busy={removing.isLoading}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      >
        {toDelete ? t('deleteText', { title: toDelete.title }) : null}
      </ConfirmDialog>
    </PageLayout>
  );
}
