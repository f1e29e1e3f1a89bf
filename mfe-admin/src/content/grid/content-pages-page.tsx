import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ContentPageRow } from 'shared-domain/contracts/admin-content-pages.ts';
import { Link, PageLayout, useShop } from 'shared-ui';
import { DataGrid, type GridColumn, gridQueryOf, useGridUrlState } from 'shared-ui/data-grid';
import { adminEntityPath } from '../../admin-paths.ts';
import type { IdUnder } from '../../messages/message-ids.ts';
import styles from '../content.module.css';
import { useGetContentPagesQuery } from '../content-api.ts';
import { pageStatusName } from '../content-labels.ts';
import { NewContentPage } from './new-content-page.tsx';

/** /admin/stranky: the shop's pages made of components, their state and schedule; a new page. */
export function ContentPagesPage() {
  const intl = useIntl();
  const { shop } = useShop();
  const t = (id: IdUnder<'admin.content.'>) => intl.formatMessage({ id: `admin.content.${id}` });
  const [gridState, setGridState] = useGridUrlState({ filterKeys: [] });
  const { data, error, isFetching, refetch } = useGetContentPagesQuery(gridQueryOf(gridState));
  const columns = useMemo<GridColumn<ContentPageRow>[]>(() => {
    const say = (id: IdUnder<'admin.content.'>) => intl.formatMessage({ id: `admin.content.${id}` });
    const schedule = (row: ContentPageRow) =>
      row.publishAt || row.unpublishAt
        ? intl.formatMessage(
            { id: 'admin.content.scheduleRange' },
            { from: row.publishAt?.replace('T', ' ') ?? '…', to: row.unpublishAt?.replace('T', ' ') ?? '…' },
          )
        : say('noSchedule');
    return [
      {
        id: 'title',
        header: say('column.title'),
        hideable: false,
        cell: (row) => (
          <>
            <Link to={adminEntityPath(shop, 'contentPages', row.id)}>{row.title}</Link>
            <span className={styles.secondary}>/info/{row.slug}</span>
          </>
        ),
      },
      { id: 'locale', header: say('column.locale'), cell: (row) => row.locale },
      {
        id: 'status',
        header: say('column.status'),
        cell: (row) =>
          `${intl.formatMessage({ id: pageStatusName[row.status] })}${row.live ? ` · ${say('live')}` : ''}${
            row.changedSincePublish && row.status === 'published' ? ` · ${say('changed')}` : ''
          }`,
      },
      { id: 'schedule', header: say('column.schedule'), cell: schedule },
    ];
  }, [intl, shop]);

  return (
    <PageLayout title={t('title')} lead={t('lead')}>
      <NewContentPage />
      <DataGrid<ContentPageRow>
        caption={t('caption')}
        columns={columns}
        rows={data?.items}
        total={data?.total ?? 0}
        state={gridState}
        onStateChange={setGridState}
        getRowId={(row) => String(row.id)}
        getRowLabel={(row) => row.title}
        isLoading={isFetching}
        error={error}
        onRetry={refetch}
        emptyText={t('empty')}
      />
    </PageLayout>
  );
}
