import { z } from 'zod';
import { storableString } from '../validation/storable-string.ts';
import { jobRunStatuses } from './back-office.ts';

// The Tasks screen's recurring jobs: what runs on its own, how often, and when it last and next ran.

/** GET /api/new/admin/jobs/schedules — one recurring job. */
export const jobScheduleSchema = z.object({
  /** The job's kind, as its runs show it in the list ('platform.housekeeping'). */
  kind: storableString(),
  /** A cron expression, in `timezone`. */
  cron: storableString(),
  timezone: storableString(),
  /** What it does and how often, in the shop's language. */
  description: storableString(),
  /** Whether the job queue holds the schedule (a process that runs the jobs registered it). */
  active: z.boolean(),
  lastRun: z
    .object({ id: storableString().uuid(), at: storableString(), status: z.enum(jobRunStatuses) })
    .nullable(),
  /** ISO time of the next run by the expression. */
  nextRunAt: storableString().nullable(),
});
export type JobSchedule = z.infer<typeof jobScheduleSchema>;
export const jobSchedulesSchema = z.object({ items: z.array(jobScheduleSchema) });
export type JobSchedules = z.infer<typeof jobSchedulesSchema>;
