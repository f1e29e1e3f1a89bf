import { z } from 'zod';
import { storableString } from '../validation/storable-string.ts';
import { gridPageQuerySchema, gridPageSchema } from './back-office.ts';
import { formSubmissionKinds } from './forms.ts';

export { formSubmissionKinds };

// The admin inbox: the storefront's form submissions and the newsletter's subscribers.
//   GET  /api/new/admin/forms/submissions?kind&handled&q&page&pageSize   one page and the total
//   GET  /api/new/admin/forms/submissions/{id}                          one submission
//   POST /api/new/admin/forms/submissions/{id}/handled                  marks it handled (audited)
//   GET  /api/new/admin/forms/submissions/{id}/cv                       the job applicant's CV
//   GET  /api/new/admin/forms/subscribers?status&q&page&pageSize        the newsletter's subscribers

export const submissionHandledFilters = ['open', 'handled', 'all'] as const;

export const submissionGridQuerySchema = gridPageQuerySchema
  .pick({ page: true, pageSize: true })
  .extend({
    kind: z.enum(formSubmissionKinds).optional(),
    handled: z.enum(submissionHandledFilters).optional().describe('open (default), handled or all'),
    /** Part of the sender's name or e-mail. */
    q: storableString().trim().max(100).optional(),
  })
  .strict();
export type SubmissionGridQuery = z.infer<typeof submissionGridQuerySchema>;

export const submissionRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(formSubmissionKinds),
  name: storableString().nullable(),
  email: storableString(),
  /** ISO time it was sent. */
  createdAt: storableString(),
  handledAt: storableString().nullable(),
});
export type SubmissionRow = z.infer<typeof submissionRowSchema>;
export const submissionPageSchema = gridPageSchema(submissionRowSchema);
export type SubmissionPage = z.infer<typeof submissionPageSchema>;

export const submissionDetailSchema = submissionRowSchema.extend({
  /** The form's fields as sent (without the captcha), e.g. phone, subject, message, position. */
  fields: z.record(storableString(), z.union([storableString(), z.number()])),
  handledBy: storableString().nullable(),
  /** The CV of a job application while it is kept (deleted after the retention period). */
  cv: z.object({ filename: storableString(), size: z.number().int(), mime: storableString() }).nullable(),
  /** When the CV is (or was) deleted. */
  cvDeleteAfter: storableString().nullable(),
});
export type SubmissionDetail = z.infer<typeof submissionDetailSchema>;

export const subscriberStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

export const subscriberGridQuerySchema = gridPageQuerySchema
  .pick({ page: true, pageSize: true })
  .extend({
    status: z.enum(subscriberStatuses).optional(),
    q: storableString().trim().max(100).optional(),
  })
  .strict();
export type SubscriberGridQuery = z.infer<typeof subscriberGridQuerySchema>;

export const subscriberRowSchema = z.object({
  id: z.number().int(),
  email: storableString(),
  status: z.enum(subscriberStatuses),
  /** The consent's wording as shown, when and from which address it was given. */
  consentText: storableString(),
  consentAt: storableString(),
  consentIp: storableString().nullable(),
  confirmedAt: storableString().nullable(),
  unsubscribedAt: storableString().nullable(),
});
export type SubscriberRow = z.infer<typeof subscriberRowSchema>;
export const subscriberPageSchema = gridPageSchema(subscriberRowSchema);
export type SubscriberPage = z.infer<typeof subscriberPageSchema>;
