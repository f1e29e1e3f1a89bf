import type { ShopCode } from 'shared-domain';
import type { JobSchedule } from 'shared-domain/contracts/staff.ts';
import { findLastJobRun } from './admin/job-run-repository.ts';
import { housekeepingKind } from './housekeeping.ts';
import { preorderNotificationsKind } from './landing/notify-preorders.ts';
import type { Db } from './platform/db/schema.ts';
import type { JobQueue } from './platform/jobs/job-queue.ts';
import type { TrackedJobKind } from './platform/jobs/tracked-jobs.ts';

// The work that runs on its own, on a schedule kept by the job queue (pg-boss's cron pass): one
// run per occurrence for the whole deployment, instead of a timer in every instance. Each shop
// has its own schedule of each job (keyed by the shop), so its runs show in its Tasks screen.
// The product feeds are not here: they are streamed fresh on every request (feed-stream.ts).

interface RecurringJob {
  kind: TrackedJobKind<Record<string, never>, unknown>;
  cron: string;
  timezone: string;
  description: Record<ShopCode, string>;
}

export const recurringJobs: readonly RecurringJob[] = [
  {
    kind: housekeepingKind,
    cron: '*/10 * * * *',
    timezone: 'UTC',
    description: {
      cz: 'Každých 10 minut smaže prošlá přihlášení, staré pokusy o přihlášení a slevové kódy, prošlé odkazy pro obnovu hesla, staré klíče opakovaných požadavků, použitá řešení captchy, soubory importů a životopisy uchazečů po lhůtě.',
      ro: 'La fiecare 10 minute șterge sesiunile expirate, încercările vechi de autentificare și de coduri de reducere, linkurile expirate de resetare a parolei, cheile vechi ale cererilor repetate, soluțiile captcha folosite, fișierele de import și CV-urile candidaților trecute de termen.',
    },
  },
  {
    kind: preorderNotificationsKind,
    cron: '*/15 * * * *',
    timezone: 'UTC',
    description: {
      cz: 'Každých 15 minut pošle e-mail zákazníkům, kteří si předobjednali zboží, jež je nyní skladem (každému jen jednou).',
      ro: 'La fiecare 15 minute trimite un e-mail clienților care au precomandat un produs aflat acum în stoc (fiecăruia o singură dată).',
    },
  },
];

/** Registers the shop's schedules on the queue (before start(); their handlers come first). */
export function scheduleRecurringJobs(jobs: JobQueue, shop: ShopCode): void {
  for (const job of recurringJobs)
    jobs.recur(job.kind.type, { key: shop, cron: job.cron, timezone: job.timezone, payload: { shop } });
}

/** The shop's recurring jobs for the Tasks screen: whether scheduled, the last run and the next. */
export async function listSchedules(
  db: Db,
  jobs: JobQueue,
  shop: ShopCode,
  now: Date,
): Promise<JobSchedule[]> {
  const stored = await jobs.schedules();
  return Promise.all(
    recurringJobs.map(async (job) => {
      const last = await findLastJobRun(db, shop, job.kind.kind);
      const next = jobs.nextOccurrence(job.cron, job.timezone, now);
      return {
        kind: job.kind.kind,
        cron: job.cron,
        timezone: job.timezone,
        description: job.description[shop],
        active: stored.some((schedule) => schedule.name === job.kind.kind && schedule.key === shop),
        lastRun: last
          ? { id: last.id, at: new Date(last.created_at).toISOString(), status: last.status }
          : null,
        nextRunAt: next ? next.toISOString() : null,
      };
    }),
  );
}
