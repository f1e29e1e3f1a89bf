import type { JobRun } from 'shared-domain';

/** A job run as the api answers it; tests override what they need. */
export function jobRun(overrides: Partial<JobRun> = {}): JobRun {
  return {
    id: '3f1c2a54-8a8e-4c35-9b59-1a2b3c4d5e6f',
    kind: 'catalogue.import-prices',
    status: 'running',
    done: 40,
    total: 100,
    result: null,
    error: null,
    attempts: 1,
    createdBy: 'admin@example.cz',
    createdAt: '2026-03-05T13:30:00.000Z',
    updatedAt: '2026-03-05T13:31:00.000Z',
    ...overrides,
  };
}
