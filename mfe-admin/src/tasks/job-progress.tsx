import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { JobRun } from 'shared-domain';
import { Alert, LoadError } from 'shared-ui';
import { jobStatusName } from './job-labels.ts';
import { JobProgressBar, resultSummary, useJobKindLabel } from './job-summary.tsx';
import { isFinished, useGetJobRunQuery } from './jobs-api.ts';
import styles from './tasks.module.css';

export const JOB_POLL_MS = 1000;

export interface JobProgressProps {
  jobId: string;
  /** Called once when the job has finished, done or failed. */
  onDone?: (job: JobRun) => void;
}

/** Follows a background job (an import, a bulk action): polls every second until it finishes. */
export function JobProgress({ jobId, onDone }: JobProgressProps) {
  const intl = useIntl();
  const kindLabel = useJobKindLabel();
  const finishedRef = useRef<string | null>(null);
  const { data: job, error, refetch } = useGetJobRunQuery(jobId);
  const finished = job ? isFinished(job) : false;
  // Polls while the job runs; the query's own options cannot depend on its answer, so a second
  // subscription with the interval comes and goes with it.
  useGetJobRunQuery(jobId, {
    pollingInterval: JOB_POLL_MS,
    skip: finished || !job,
    skipPollingIfUnfocused: false,
  });

  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;
  useEffect(() => {
    if (!job || !isFinished(job) || finishedRef.current === job.id) return;
    finishedRef.current = job.id;
    onDoneRef.current?.(job);
  }, [job]);

  if (error && !job) return <LoadError error={error} onRetry={refetch} />;
  if (!job) return <p className={styles.muted}>{intl.formatMessage({ id: 'admin.jobs.loading' })}</p>;
  const summary = resultSummary(job.result);
  return (
    <div className={styles.jobProgress} aria-live="polite">
      <p className={styles.jobTitle}>
        {kindLabel(job.kind)}: {intl.formatMessage({ id: jobStatusName[job.status] })}
      </p>
      <JobProgressBar job={job} label={kindLabel(job.kind)} />
      {job.status === 'done' && summary && <p className={styles.muted}>{summary}</p>}
      {job.status === 'failed' && (
        <Alert tone="error" title={intl.formatMessage({ id: 'admin.jobs.failed' })}>
          {job.error}
        </Alert>
      )}
    </div>
  );
}
