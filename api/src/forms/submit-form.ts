import type { FormSubmissionKind } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';
import type { UploadedFile } from '../platform/uploads/multipart.ts';
import { spendCaptcha } from './captcha.ts';
import { deleteCv, storeCv } from './cv-files.ts';
import { type FormMailDeps, queueSubmissionMails, type SentFields } from './form-emails.ts';
import { insertSubmission } from './submission-repository.ts';

// A form submission: the captcha is spent, the submission stored for the admin inbox and the two
// e-mails queued, all in one transaction (a replayed captcha stores nothing and mails nobody).
// A CV is written first, outside the transaction, and deleted again when the transaction fails.

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Submission {
  kind: FormSubmissionKind;
  name: string | null;
  email: string;
  /** The form's other fields as sent, in the form's order; undefined and '' are left out. */
  fields: Record<string, string | number | undefined>;
  captcha: string;
  ip: string | null;
  cv?: UploadedFile;
}

export async function submitForm(deps: FormMailDeps & { db: Db }, submission: Submission): Promise<void> {
  const fields = Object.fromEntries(
    Object.entries(submission.fields).filter(
      (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
  const now = new Date();
  const cvKey = submission.cv ? await storeCv(deps.config.dataDir, submission.cv.bytes) : null;
  try {
    await deps.db.transaction().execute(async (trx) => {
      await spendCaptcha(trx, deps.settings, submission.captcha, now);
      const id = await insertSubmission(trx, {
        shop: deps.shop,
        kind: submission.kind,
        name: submission.name,
        email: submission.email,
        fields,
        ip: submission.ip,
        cv:
          submission.cv && cvKey
            ? {
                key: cvKey,
                filename: submission.cv.filename.slice(0, 200) || 'cv',
                mime: submission.cv.mime,
                size: submission.cv.bytes.length,
                deleteAfter: new Date(now.getTime() + deps.settings.cvRetentionDays * DAY_MS),
              }
            : null,
      });
      const sent: SentFields = [
        ...(submission.name ? [['name', submission.name] as const] : []),
        ['email', submission.email],
        ...Object.entries(fields).map(([field, value]) => [field, String(value)] as const),
        ...(submission.cv ? [['cv', submission.cv.filename || 'cv'] as const] : []),
      ];
      await queueSubmissionMails(trx, deps, {
        id,
        kind: submission.kind,
        email: submission.email,
        fields: sent,
        hasCv: cvKey !== null,
      });
    });
  } catch (error) {
    if (cvKey) await deleteCv(deps.config.dataDir, cvKey);
    throw error;
  }
}
