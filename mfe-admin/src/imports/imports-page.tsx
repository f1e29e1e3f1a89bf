import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ImportRun } from 'shared-domain';
import { Alert, Button, ConfirmDialog, LoadError, PageLayout, useSearchParams } from 'shared-ui';
import type { IdUnder } from '../messages/message-ids.ts';
import { JobProgress } from '../tasks/job-progress.tsx';
import { ImportForm } from './import-form.tsx';
import { importKindName } from './import-kind-labels.ts';
import { ImportErrorsTable, ImportSummaryList } from './import-outcome.tsx';
import { ImportRefusal } from './import-refusal.tsx';
import styles from './imports.module.css';
import { failedRowsHref, useApplyImportMutation, useGetImportQuery } from './imports-api.ts';

const IMPORT_PARAM = 'import';

/**
 * /admin/importy: upload a CSV → its dry run's progress → what it would do and the row errors →
 * "Použít import" (confirmed) → the apply's progress → what it did. The import's id is in the
 * address (?import=…), so a reload or a link comes back to the same import.
 */
export function ImportsPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const importId = params.get(IMPORT_PARAM);
  const show = (id: string | null) => setParams(id ? { [IMPORT_PARAM]: id } : {});
  return (
    <PageLayout
      title={intl.formatMessage({ id: 'admin.imports.title' })}
      lead={intl.formatMessage({ id: 'admin.imports.lead' })}
    >
      {importId ? (
        <ImportView key={importId} id={importId} onNew={() => show(null)} />
      ) : (
        <ImportForm onStarted={show} />
      )}
    </PageLayout>
  );
}

function ImportView({ id, onNew }: { id: string; onNew: () => void }) {
  const intl = useIntl();
  const t = (key: IdUnder<'admin.imports.'>) => intl.formatMessage({ id: `admin.imports.${key}` });
  const { data: run, error, refetch } = useGetImportQuery(id);
  const [confirming, setConfirming] = useState(false);
  const [applyImport, applying] = useApplyImportMutation();

  if (error && !run) return <LoadError error={error} onRetry={refetch} title={t('loadError')} />;
  if (!run) return <JobProgress jobId={id} />;
  const dryRun = run.dryRun.outcome;
  const apply = run.apply;
  const confirm = async () => {
    try {
      await applyImport(id).unwrap();
    } finally {
      setConfirming(false);
      refetch();
    }
  };
  const nothingToDo = dryRun !== null && dryRun.summary.toCreate + dryRun.summary.toChange === 0;

  return (
    <div className={styles.view}>
      <section aria-labelledby="import-dry-run">
        <h2 id="import-dry-run">
          {t('dryRun.title')}: {intl.formatMessage({ id: importKindName[run.kind] })}, {run.fileName}
        </h2>
        {run.dryRun.status !== 'done' && <JobProgress jobId={run.dryRun.jobId} onDone={() => refetch()} />}
        {dryRun && <DryRunOutcome run={run} />}
      </section>
      {dryRun && !apply && (
        <div className={styles.actions}>
          {dryRun.refusal ? null : nothingToDo ? (
            <p>{t('apply.nothing')}</p>
          ) : (
            <Button onClick={() => setConfirming(true)}>{t('apply')}</Button>
          )}
          <Button variant="secondary" onClick={onNew}>
            {t('again')}
          </Button>
        </div>
      )}
      {applying.error !== undefined && (
        <LoadError error={applying.error} onRetry={() => setConfirming(true)} />
      )}
      {apply && (
        <section aria-labelledby="import-result">
          <h2 id="import-result">{t('result.title')}</h2>
          {apply.status !== 'done' && <JobProgress jobId={apply.jobId} onDone={() => refetch()} />}
          {apply.outcome?.refusal && <ImportRefusal outcome={apply.outcome} />}
          {apply.outcome && !apply.outcome.refusal && (
            <>
              <Alert tone="success">{t('applied')}</Alert>
              <ImportSummaryList outcome={apply.outcome} applied />
              <Button variant="secondary" onClick={onNew}>
                {t('again')}
              </Button>
            </>
          )}
        </section>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('confirm.title')}
        confirmLabel={t('apply')}
        busy={applying.isLoading}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        {t('confirm.body')}
      </ConfirmDialog>
    </div>
  );
}

function DryRunOutcome({ run }: { run: ImportRun }) {
  const intl = useIntl();
  if (!run.dryRun.outcome) return null;
  return (
    <>
      <ImportRefusal outcome={run.dryRun.outcome} />
      <h3>{intl.formatMessage({ id: 'admin.imports.summary.title' })}</h3>
      <ImportSummaryList outcome={run.dryRun.outcome} applied={false} />
      <ImportErrorsTable outcome={run.dryRun.outcome} failedRowsHref={failedRowsHref(run.id)} />
    </>
  );
}
