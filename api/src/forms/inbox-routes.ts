import {
  submissionDetailSchema,
  submissionGridQuerySchema,
  submissionPageSchema,
  subscriberGridQuerySchema,
  subscriberPageSchema,
} from 'shared-domain/contracts/staff.ts';
import { staffActorOf } from '../platform/audit/audit-trail.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import { notFound } from '../platform/errors.ts';
import { ApiRoutes } from '../platform/http/api-routes.ts';
import { noStore } from '../platform/http/no-store.ts';
import { pathId } from '../platform/http/path-id.ts';
import { parseQuery } from '../platform/http/validate.ts';
import { readCv } from './cv-files.ts';
// The forms' tables are declared beside them (form-tables.ts); this brings them into every program.
import type {} from './form-tables.ts';
import { selectSubmission, selectSubmissionPage, selectSubscriberPage } from './inbox-repository.ts';
import { markHandled } from './mark-submission-handled.ts';

// The admin inbox of the storefront's forms: staff read the submissions, download a job
// applicant's CV (personal data: only here, never from a public address) and mark a submission
// handled (audited); and they see the newsletter's subscribers with their consent.

const INBOX_API = '/api/new/admin/forms';
const TAG = 'admin-forms';

export function inboxRoutes(deps: { db: Db; config: Config }): ApiRoutes {
  const { db, config } = deps;
  const { shop } = config;
  const routes = new ApiRoutes();
  routes.router.use(INBOX_API, noStore);
  const submissionOf = async (id: number | undefined) => {
    const submission = id === undefined ? undefined : await selectSubmission(db, shop, id);
    if (!submission) throw notFound('form_submission_not_found');
    return submission;
  };

  routes.add(
    {
      method: 'get',
      path: `${INBOX_API}/submissions`,
      summary: 'One page of the form submissions, newest first, by form kind, open or handled, and sender',
      tag: TAG,
      access: ['staff'],
      query: submissionGridQuerySchema,
      responses: { 200: { description: 'A page of submissions', schema: submissionPageSchema } },
    },
    async (req, res) => {
      const { page, pageSize, ...filter } = parseQuery(req, submissionGridQuerySchema);
      const { items, total } = await selectSubmissionPage(db, shop, filter, {
        offset: (page - 1) * pageSize,
        limit: pageSize,
      });
      res.json({ items, total, page, pageSize });
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${INBOX_API}/submissions/:id`,
      summary: 'One form submission with its fields and its CV while kept',
      tag: TAG,
      access: ['staff'],
      responses: { 200: { description: 'The submission', schema: submissionDetailSchema } },
      errors: { 404: 'No such submission (`form_submission_not_found`)' },
    },
    async (req, res) => {
      res.json((await submissionOf(pathId(req.params.id))).detail);
    },
  );

  routes.add(
    {
      method: 'post',
      path: `${INBOX_API}/submissions/:id/handled`,
      summary:
        'Marks a submission handled (by the caller, now); again for one already handled changes nothing',
      tag: TAG,
      access: ['staff'],
      responses: { 200: { description: 'The submission', schema: submissionDetailSchema } },
      errors: { 404: 'No such submission (`form_submission_not_found`)' },
    },
    async (req, res) => {
      const id = pathId(req.params.id);
      const before = await submissionOf(id);
      await markHandled(db, shop, staffActorOf(req), before.detail);
      res.json((await submissionOf(id)).detail);
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${INBOX_API}/submissions/:id/cv`,
      summary: 'The CV of a job application (as a download), while it is kept',
      tag: TAG,
      access: ['staff'],
      responses: { 200: { description: 'The file (PDF, DOC or DOCX)' } },
      errors: { 404: 'No such submission, or no CV (never sent, or deleted after the retention period)' },
    },
    async (req, res) => {
      const { cvKey, detail } = await submissionOf(pathId(req.params.id));
      const bytes = cvKey && detail.cv ? await readCv(config.dataDir, cvKey) : undefined;
      if (!bytes || !detail.cv) throw notFound('form_submission_not_found');
      res
        .status(200)
        .set({
          'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(detail.cv.filename)}`,
          'X-Content-Type-Options': 'nosniff',
        })
        .type(detail.cv.mime)
        .send(bytes);
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${INBOX_API}/subscribers`,
      summary:
        'One page of the newsletter’s subscribers (pending, confirmed, unsubscribed) with their consent',
      tag: TAG,
      access: ['staff'],
      query: subscriberGridQuerySchema,
      responses: { 200: { description: 'A page of subscribers', schema: subscriberPageSchema } },
    },
    async (req, res) => {
      const { page, pageSize, ...filter } = parseQuery(req, subscriberGridQuerySchema);
      const { items, total } = await selectSubscriberPage(db, shop, filter, {
        offset: (page - 1) * pageSize,
        limit: pageSize,
      });
      res.json({ items, total, page, pageSize });
    },
  );

  return routes;
}
