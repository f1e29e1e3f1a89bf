import { useIntl } from 'react-intl';
import { isApiError, Link, LoadError, PageLayout, SkeletonText, useParams, useShop } from 'shared-ui';
import { adminPath } from '../../admin-paths.ts';
import { HistoryTab } from '../../history/history-tab.tsx';
import type { IdUnder } from '../../messages/message-ids.ts';
import { useGetContentPageQuery } from '../content-api.ts';
import { ComponentList } from './component-list.tsx';
import { PageMetaForm } from './page-meta-form.tsx';
import { PublishBar } from './publish-bar.tsx';

function idOf(param: string | undefined): number | null {
  return param && /^\d{1,9}$/.test(param) && Number(param) > 0 ? Number(param) : null;
}

/** /admin/stranky/:id — one page: publishing, its meta and schedule, its ordered components. */
export function ContentPageEditor() {
  const intl = useIntl();
  const { shop } = useShop();
  const id = idOf(useParams().id);
  const { currentData: page, error, refetch } = useGetContentPageQuery(id ?? 0, { skip: id === null });
  const t = (key: IdUnder<'admin.content.'>, values?: Record<string, string>) =>
    intl.formatMessage({ id: `admin.content.${key}` }, values);
  const back = (
    <p>
      <Link to={adminPath(shop, 'contentPages')}>{t('back')}</Link>
    </p>
  );
  if (id === null || (isApiError(error) && error.status === 404))
    return <PageLayout title={t('notFound')}>{back}</PageLayout>;
  if (error)
    return (
      <PageLayout title={t('editorTitle')}>
        <LoadError error={error} onRetry={refetch} />
      </PageLayout>
    );
  if (!page)
    return (
      <PageLayout title={t('editorTitle')} busy>
        <SkeletonText lines={8} />
      </PageLayout>
    );
  return (
    <PageLayout title={t('editorPageTitle', { title: page.title })}>
      {back}
      <PublishBar page={page} />
      {/* Not keyed by version: a component saved meanwhile must not wipe what staff typed here; the
          form sends the page's current version when it saves. */}
      <PageMetaForm page={page} />
      <ComponentList page={page} />
      <section aria-labelledby="content-page-history">
        <h2 id="content-page-history">{t('history')}</h2>
        <HistoryTab entity="content-page" entityId={page.id} />
      </section>
    </PageLayout>
  );
}
