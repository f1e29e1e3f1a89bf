import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Alert,
  Button,
  LoadError,
  PageLayout,
  Skeleton,
  useApiErrorMessage,
  useFormatDate,
  useParams,
} from 'shared-ui';
import type { IdUnder } from '../messages/message-ids.ts';
import styles from './inbox.module.css';
import { cvDownloadUrl, useGetSubmissionQuery, useMarkHandledMutation } from './inbox-api.ts';
import { submissionFieldName, submissionKindName } from './inbox-labels.ts';

/** /admin/schranka/:id — one submission: who sent it, what, the CV to download, mark it handled. */
export function SubmissionDetailPage() {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const describeError = useApiErrorMessage();
  const t = (id: IdUnder<'admin.inbox.'>, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.inbox.${id}` }, values);
  const id = Number(useParams().id);
  const { data, error, isLoading, refetch } = useGetSubmissionQuery(id);
  const [markHandled, marking] = useMarkHandledMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const fieldName = (field: string) =>
    Object.hasOwn(submissionFieldName, field)
      ? intl.formatMessage({ id: submissionFieldName[field] })
      : field;
  const when = (value: string) => formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });

  if (isLoading) return <Skeleton variant="rect" height="12rem" />;
  if (error || !data) return <LoadError error={error} onRetry={refetch} />;
  return (
    <PageLayout
      title={t('detail.title', {
        kind: intl.formatMessage({ id: submissionKindName[data.kind] }),
        id: data.id,
      })}
    >
      {failure && (
        <Alert tone="error" title={t('detail.handleFailed')} onDismiss={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <dl className={styles.facts}>
        <dt>{t('detail.sent')}</dt>
        <dd>
          <time dateTime={data.createdAt}>{when(data.createdAt)}</time>
        </dd>
        {data.name && (
          <>
            <dt>{t('field.name')}</dt>
            <dd>{data.name}</dd>
          </>
        )}
        <dt>{t('field.email')}</dt>
        <dd>
          <a href={`mailto:${data.email}`}>{data.email}</a>
        </dd>
        {Object.entries(data.fields).map(([field, value]) => (
          <FieldFact key={field} label={fieldName(field)} value={String(value)} />
        ))}
      </dl>
      {data.kind === 'job_application' &&
        (data.cv ? (
          <p>
            <a href={cvDownloadUrl(data.id)} download={data.cv.filename}>
              {t('detail.downloadCv')}
            </a>{' '}
            ({data.cv.filename}, {intl.formatNumber(Math.ceil(data.cv.size / 1024))}&nbsp;kB)
            {data.cvDeleteAfter && <> · {t('detail.cvKeptUntil', { date: when(data.cvDeleteAfter) })}</>}
          </p>
        ) : (
          <p>{t('detail.cvDeleted')}</p>
        ))}
      <div className={styles.actions}>
        {data.handledAt ? (
          <p role="status">
            {t('detail.handledBy', { who: data.handledBy ?? '', date: when(data.handledAt) })}
          </p>
        ) : (
          <Button
            loading={marking.isLoading}
            loadingLabel={t('detail.marking')}
            onClick={() => {
              setFailure(null);
              markHandled(data.id)
                .unwrap()
                .catch((caught: unknown) => setFailure(describeError(caught)));
            }}
          >
            {t('detail.markHandled')}
          </Button>
        )}
      </div>
    </PageLayout>
  );
}

function FieldFact({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
