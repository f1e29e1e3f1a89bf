import { z } from 'zod';
import { storableString } from '../validation/storable-string.ts';

// What every back-office screen shares on the wire: a page of a grid, the history of an entity
// and the run of a background job. Each area's own rows and filters live in its contract file.

/** The page, page size and sort of a server-side grid, read from its query string. */
export const gridPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  /** A column id, `-` in front for descending. The route checks it against its sortable columns. */
  sort: storableString().max(60).optional(),
});
export type GridPageQuery = z.infer<typeof gridPageQuerySchema>;

/** One page of a grid's rows and how many rows match the filter in all. */
export function gridPageSchema<Row extends z.ZodType>(row: Row) {
  return z.object({
    items: z.array(row),
    total: z.number().int(),
    /** True when more rows match than were counted: `total` is then a lower bound. */
    totalIsCapped: z.boolean().optional(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
export interface GridPage<Row> {
  items: Row[];
  total: number;
  totalIsCapped?: boolean;
  page: number;
  pageSize: number;
}

/** GET /api/new/admin/history/:entity/:id — who changed what, newest first. */
export const historyEntrySchema = z.object({
  id: storableString(),
  at: storableString().describe('ISO time'),
  actor: storableString().describe("The staff member's e-mail"),
  action: storableString(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
export const historyPageSchema = gridPageSchema(historyEntrySchema);

/** 'cancelled': staff stopped it (POST /api/new/admin/jobs/:id/cancel); it may be retried. */
export const jobRunStatuses = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type JobRunStatus = (typeof jobRunStatuses)[number];

/** GET /api/new/admin/jobs/:id — a background job's progress, result and error. */
export const jobRunSchema = z.object({
  id: storableString().uuid(),
  kind: storableString(),
  status: z.enum(jobRunStatuses),
  done: z.number().int(),
  total: z.number().int().nullable(),
  result: z.unknown().nullable(),
  error: storableString().nullable(),
  attempts: z.number().int(),
  createdBy: storableString().nullable(),
  createdAt: storableString(),
  updatedAt: storableString(),
});
export type JobRun = z.infer<typeof jobRunSchema>;
/** The answer of a route that started a job: where to follow it. */
export const jobStartedSchema = z.object({ jobId: storableString().uuid() });
export type JobStarted = z.infer<typeof jobStartedSchema>;

/** GET /api/new/admin/history/:entity/:id — the page of an entity's history (sorted newest first). */
export const historyQuerySchema = gridPageQuerySchema.pick({ page: true, pageSize: true });

/** GET /api/new/admin/jobs — this shop's runs, newest first, optionally of one kind and state. */
export const jobRunsQuerySchema = gridPageQuerySchema.pick({ page: true, pageSize: true }).extend({
  kind: storableString().max(80).optional(),
  status: z.enum(jobRunStatuses).optional(),
});
export const jobRunsPageSchema = gridPageSchema(jobRunSchema);

/** POST /api/new/admin/uploads — the stored image; `url` serves the original. */
export const uploadedImageSchema = z.object({
  id: storableString().uuid(),
  mime: storableString(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  url: storableString(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
