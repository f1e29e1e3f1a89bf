import type { FormSubmissionKind, ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';
// The forms' tables are declared beside them (form-tables.ts); this brings them into every program.
import type {} from './form-tables.ts';

// The storefront's form submissions (form_submissions) as they are stored, and the CVs they keep
// until the retention ends. The admin inbox's reads are in inbox-repository.ts.

export interface NewSubmission {
  shop: ShopCode;
  kind: FormSubmissionKind;
  name: string | null;
  email: string;
  fields: Record<string, string | number>;
  ip: string | null;
  /** The stored CV file, deleted after `deleteAfter`. */
  cv: { key: string; filename: string; mime: string; size: number; deleteAfter: Date } | null;
}

/** Stores the submission; answers its id. */
export async function insertSubmission(trx: Db, submission: NewSubmission): Promise<number> {
  const { cv } = submission;
  const { id } = await trx
    .insertInto('form_submissions')
    .values({
      shop: submission.shop,
      kind: submission.kind,
      name: submission.name,
      email: submission.email,
      fields: JSON.stringify(submission.fields),
      ip: submission.ip,
      ...(cv
        ? {
            cv_key: cv.key,
            cv_filename: cv.filename,
            cv_mime: cv.mime,
            cv_size: cv.size,
            cv_delete_after: cv.deleteAfter,
          }
        : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The submissions whose CV's retention ended by `now`. */
export async function selectExpiredCvs(db: Db, now: Date) {
  return db
    .selectFrom('form_submissions')
    .select(['id', 'cv_key'])
    .where('cv_key', 'is not', null)
    .where('cv_delete_after', '<=', now)
    .execute();
}

/** The submission forgets its CV (the file is deleted); the rest of it stays in the inbox. */
export async function forgetCv(db: Db, submissionId: number): Promise<void> {
  await db
    .updateTable('form_submissions')
    .set({ cv_key: null, cv_size: null })
    .where('id', '=', submissionId)
    .execute();
}
