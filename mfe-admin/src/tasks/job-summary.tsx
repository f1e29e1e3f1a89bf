import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { JobRun } from 'shared-domain';
import { isNamedJobKind, jobKindName, jobStatusName } from './job-labels.ts';
import styles from './tasks.module.css';

/** The job's kind in the staff's words when the catalogue knows it, its code otherwise. */
export function useJobKindLabel(): (kind: string) => string {
  const intl = useIntl();
  return useCallback(
    (kind: string) => (isNamedJobKind(kind) ? intl.formatMessage({ id: jobKindName[kind] }) : kind),
    [intl],
  );
}

/** A progress bar: done of total, or "in progress" without a value while the total is unknown. */
export function JobProgressBar({ job, label }: { job: JobRun; label: string }) {
  const intl = useIntl();
  const known = job.total !== null && job.total > 0;
  const max = known ? (job.total as number) : 1;
  const value = job.status === 'done' ? max : Math.min(job.done, max);
  return (
    <div className={styles.progress}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={known || job.status === 'done' ? max : undefined}
        aria-valuenow={known || job.status === 'done' ? value : undefined}
        aria-valuetext={
          known
            ? intl.formatMessage({ id: 'admin.jobs.progress' }, { done: value, total: max })
            : intl.formatMessage({ id: jobStatusName[job.status] })
        }
        className={styles.track}
      >
        <span
          className={job.status === 'failed' ? styles.barFailed : styles.bar}
          style={{ width: known || job.status === 'done' ? `${(value / max) * 100}%` : '100%' }}
        />
      </div>
      {known && (
        <span className={styles.count}>
          {intl.formatMessage({ id: 'admin.jobs.progress' }, { done: value, total: max })}
        </span>
      )}
    </div>
  );
}

/** The result as "created: 3 · changed: 2": a job's result is a small record of counts. */
export function resultSummary(result: unknown): string | null {
  if (result === null || result === undefined) return null;
  if (typeof result !== 'object' || Array.isArray(result)) return String(JSON.stringify(result));
  const parts = Object.entries(result as Record<string, unknown>)
    .filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value))
    .map(([key, value]) => `${key}: ${String(value)}`);
  return parts.length > 0 ? parts.join(' · ') : null;
}
