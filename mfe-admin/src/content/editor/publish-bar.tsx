import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ContentPageDetail } from 'shared-domain/contracts/admin-content-pages.ts';
import { Alert, Button, ConfirmDialog, useApiErrorMessage, useToast } from 'shared-ui';
import type { IdUnder } from '../../messages/message-ids.ts';
import styles from '../content.module.css';
import {
  useGetPreviewLinkMutation,
  usePublishContentPageMutation,
  useUnpublishContentPageMutation,
} from '../content-api.ts';

/** The page's state, and publishing, unpublishing (each confirmed) and the signed preview link. */
export function PublishBar({ page }: { page: ContentPageDetail }) {
  const intl = useIntl();
  const toast = useToast();
  const describe = useApiErrorMessage();
  const t = (key: IdUnder<'admin.content.publish.'>, values?: Record<string, string>) =>
    intl.formatMessage({ id: `admin.content.publish.${key}` }, values);
  const [asking, setAsking] = useState<'publish' | 'unpublish' | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [publish, publishing] = usePublishContentPageMutation();
  const [unpublish, unpublishing] = useUnpublishContentPageMutation();
  const [previewLink, linking] = useGetPreviewLinkMutation();

  async function run(action: 'publish' | 'unpublish') {
    setFailure(null);
    try {
      if (action === 'publish') await publish({ id: page.id, version: page.version }).unwrap();
      else await unpublish(page.id).unwrap();
      toast.show({ tone: 'success', message: t(`${action}ed`) });
    } catch (error) {
      setFailure(error);
    } finally {
      setAsking(null);
    }
  }

  async function openPreview() {
    setFailure(null);
    // Opened before the link is known: a window opened after an await is blocked as a popup.
    const opened = window.open('', '_blank');
    try {
      const { url } = await previewLink(page.id).unwrap();
      if (opened) opened.location.href = url;
      else window.location.assign(url);
    } catch (error) {
      opened?.close();
      setFailure(error);
    }
  }

  const state =
    page.status === 'draft'
      ? t('stateDraft')
      : page.live
        ? t('stateLive', { path: page.path })
        : t('stateScheduled');
  return (
    <section aria-label={t('label')} className={styles.form}>
      <p role="status">
        {state}
        {page.status === 'published' && page.changedSincePublish ? ` ${t('changed')}` : ''}
      </p>
      {failure ? <Alert tone="error">{describe(failure)}</Alert> : null}
      <div className={styles.actions}>
        <Button onClick={() => setAsking('publish')}>{t('publish')}</Button>
        {page.status === 'published' && (
          <Button variant="secondary" onClick={() => setAsking('unpublish')}>
            {t('unpublish')}
          </Button>
        )}
        <Button variant="secondary" onClick={() => void openPreview()} loading={linking.isLoading}>
          {t('preview')}
        </Button>
      </div>
      <ConfirmDialog
        open={asking === 'publish'}
        title={t('publishTitle')}
        confirmLabel={t('publish')}
        busy={publishing.isLoading}
        onConfirm={() => void run('publish')}
        onCancel={() => setAsking(null)}
      >
        <p>
          {page.publishAt
            ? t('publishScheduledText', { at: page.publishAt.replace('T', ' ') })
            : t('publishText')}
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'unpublish'}
        title={t('unpublishTitle')}
        confirmLabel={t('unpublish')}
        destructive
        busy={unpublishing.isLoading}
        onConfirm={() => void run('unpublish')}
        onCancel={() => setAsking(null)}
      >
        <p>{t('unpublishText')}</p>
      </ConfirmDialog>
    </section>
  );
}
