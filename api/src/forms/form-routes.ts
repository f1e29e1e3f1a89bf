import type { Request } from 'express';
import { shops } from 'shared-domain';
import { apiErrorMessages } from 'shared-domain/api-error-messages.ts';
import {
  CV_FIELD,
  CV_MAX_BYTES,
  captchaChallengeSchema,
  formReceivedSchema,
  formSchemasFor,
  type JsonFormKind,
  jobApplicationFieldsSchemaFor,
  jsonFormKinds,
  newsletterSignupSchemaFor,
  newsletterStatusSchema,
  newsletterTokenSchema,
} from 'shared-domain/contracts/forms.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import { AppError } from '../platform/errors.ts';
import { ApiRoutes } from '../platform/http/api-routes.ts';
import { clientIp } from '../platform/http/client-ip.ts';
import { fieldErrorsOf } from '../platform/http/field-errors.ts';
import { noStore } from '../platform/http/no-store.ts';
import { lookupGuessLimits, perClientAddress, perRecipient } from '../platform/http/route-limits.ts';
import { parseBody, parseQuery } from '../platform/http/validate.ts';
import type { JobQueue } from '../platform/jobs/job-queue.ts';
import { HOUR_MS } from '../platform/rate-limit.ts';
import { issueChallenge } from './captcha.ts';
import { type CvReading, readJobApplication } from './cv-upload.ts';
import { formTexts } from './form-texts.ts';
import { formsSettingsOf } from './forms-settings.ts';
import { confirmNewsletter, signUpForNewsletter, unsubscribeFromNewsletter } from './newsletter.ts';
import { submitForm } from './submit-form.ts';

// The storefront's forms (issue 19): anyone may send them, so each is guarded three ways without
// a third party: a proof-of-work captcha (captcha.ts), a honeypot field (`website`, hidden from
// people: a request that fills it is answered as a success and dropped) and per-address limits.

const FORMS_API = '/api/new/forms';
/** A household or an office sends a few messages an hour; a script hundreds. */
export const MAX_FORMS_PER_ADDRESS = 10;
export const MAX_FORMS_PER_RECIPIENT = 5;
const formLimits = (name: string) => [
  perClientAddress(`forms.${name}.address`, MAX_FORMS_PER_ADDRESS, HOUR_MS),
  perRecipient(`forms.${name}.recipient`, MAX_FORMS_PER_RECIPIENT, HOUR_MS, ['email']),
];
/** The confirmation and unsubscribe tokens are secrets: wrong guesses are limited like look-ups. */
const newsletterLinkLimits = lookupGuessLimits('forms.newsletter-link');

const pathOf = (kind: JsonFormKind) => `${FORMS_API}/${kind.replace('_', '-')}`;
const received = { 201: { description: 'Received (also when dropped as spam)', schema: formReceivedSchema } };
const captchaErrors = {
  400: 'A field error (`invalid_request`); an unsolved, wrong, expired or replayed captcha at `captcha`.',
};

export function formRoutes(deps: { db: Db; config: Config; jobs: JobQueue }): ApiRoutes {
  const { db, config } = deps;
  const { shop } = config;
  const settings = formsSettingsOf(config);
  const formDeps = { db, shop, config, jobs: deps.jobs, settings };
  const routes = new ApiRoutes({ db, shop });
  routes.router.use(FORMS_API, noStore);
  const isSpam = (body: { website?: string }) => (body.website ?? '').trim() !== '';
  const ipOf = (req: Request) => clientIp(req);

  routes.add(
    {
      method: 'get',
      path: `${FORMS_API}/captcha`,
      summary:
        'A proof-of-work captcha challenge (ALTCHA format): find the number ≤ maxnumber whose SHA-256 of salt+number is `challenge`, send base64 JSON {algorithm, challenge, number, salt, signature} as the form’s `captcha`',
      tag: 'forms',
      access: 'public',
      responses: { 200: { description: 'The challenge, valid 30 minutes', schema: captchaChallengeSchema } },
    },
    (_req, res) => {
      res.json(issueChallenge(settings));
    },
  );

  for (const kind of jsonFormKinds) {
    const schema = formSchemasFor[kind](shop);
    routes.add(
      {
        method: 'post',
        path: pathOf(kind),
        summary: `Sends the ${kind.replace('_', ' ')} form: stored for the admin inbox, e-mailed to staff, confirmed to the sender`,
        tag: 'forms',
        access: 'public',
        limits: formLimits(kind),
        body: schema,
        responses: received,
        errors: captchaErrors,
      },
      async (req, res) => {
        const body = parseBody(req, schema);
        if (!isSpam(body)) {
          const { captcha, website: _website, email, name, ...fields } = body;
          await submitForm(formDeps, {
            kind,
            name: name ?? null,
            email,
            fields,
            captcha,
            ip: ipOf(req),
          });
        }
        res.status(201).json({ received: true });
      },
    );
  }

  const jobSchema = jobApplicationFieldsSchemaFor(shop);
  routes.add(
    {
      method: 'post',
      path: `${FORMS_API}/job-application`,
      summary: `Sends a job application (multipart/form-data: the fields of the form and the CV as the file \`${CV_FIELD}\`, PDF, DOC or DOCX of at most 10 MB, its kind read from its bytes)`,
      tag: 'forms',
      access: 'public',
      limits: [perClientAddress('forms.job_application.address', MAX_FORMS_PER_ADDRESS, HOUR_MS)],
      responses: received,
      errors: {
        ...captchaErrors,
        413: 'The CV is over 10 MB (`payload_too_large`, field error at `cv`).',
      },
    },
    async (req, res) => {
      const reading: CvReading = await readJobApplication(req, CV_MAX_BYTES);
      const parsed = jobSchema.safeParse(reading.fields, { reportInput: true });
      const cvError = reading.error ? formTexts[shop][reading.error] : undefined;
      if (!parsed.success || cvError) throw formErrors(config, parsed.error?.issues ?? [], cvError, reading);
      const body = parsed.data;
      if (!isSpam(body)) {
        const { captcha, website: _website, email, name, ...fields } = body;
        await submitForm(formDeps, {
          kind: 'job_application',
          name,
          email,
          fields,
          captcha,
          ip: ipOf(req),
          cv: reading.file,
        });
      }
      res.status(201).json({ received: true });
    },
  );

  const signupSchema = newsletterSignupSchemaFor(shop);
  routes.add(
    {
      method: 'post',
      path: `${FORMS_API}/newsletter/signup`,
      summary:
        'Signs an address up for the newsletter, pending until the e-mailed link is followed (double opt-in); the same answer whether the address was known or not',
      tag: 'forms',
      access: 'public',
      limits: [
        perClientAddress('forms.newsletter.address', MAX_FORMS_PER_ADDRESS, HOUR_MS),
        perRecipient('forms.newsletter.recipient', 3, HOUR_MS, ['email']),
      ],
      body: signupSchema,
      responses: received,
      errors: captchaErrors,
    },
    async (req, res) => {
      const body = parseBody(req, signupSchema);
      if (!isSpam(body))
        await signUpForNewsletter(formDeps, { email: body.email, captcha: body.captcha, ip: ipOf(req) });
      res.status(201).json({ received: true });
    },
  );

  routes.add(
    {
      method: 'post',
      path: `${FORMS_API}/newsletter/confirm`,
      summary: 'Confirms a newsletter signup by the token of the e-mailed link',
      tag: 'forms',
      access: 'public',
      limits: newsletterLinkLimits,
      body: newsletterTokenSchema,
      responses: { 200: { description: 'Subscribed', schema: newsletterStatusSchema } },
      errors: { 404: 'Unknown, expired or unsubscribed link (`newsletter_link_invalid`).' },
    },
    async (req, res) => {
      const { token } = parseBody(req, newsletterTokenSchema);
      const { email } = await confirmNewsletter(formDeps, token);
      res.json({ status: 'confirmed', email });
    },
  );

  routes.add(
    {
      method: 'post',
      path: `${FORMS_API}/newsletter/unsubscribe`,
      summary:
        'Unsubscribes from the newsletter in one click: the unsubscribe page, or a mail client following List-Unsubscribe-Post (RFC 8058; its form body `List-Unsubscribe=One-Click` is not needed)',
      tag: 'forms',
      access: 'public',
      limits: newsletterLinkLimits,
      query: newsletterTokenSchema,
      responses: { 200: { description: 'Unsubscribed', schema: newsletterStatusSchema } },
      errors: { 404: 'Unknown link (`newsletter_link_invalid`).' },
    },
    async (req, res) => {
      const { token } = parseQuery(req, newsletterTokenSchema);
      const { email } = await unsubscribeFromNewsletter(formDeps, token);
      res.json({ status: 'unsubscribed', email });
    },
  );

  return routes;
}

/** The text fields' errors and the CV's, together at their fields, as one 400 (413 for a CV too big). */
function formErrors(
  config: Config,
  issues: Parameters<typeof fieldErrorsOf>[0],
  cvError: string | undefined,
  reading: CvReading,
): AppError {
  const { locale } = shops[config.shop];
  const tooLarge = reading.error === 'cvTooLarge';
  // A body refused for its size was not read: its fields are unknown, not wrong.
  const errors = tooLarge ? {} : fieldErrorsOf(issues, 'form', locale);
  if (cvError) {
    errors.form ??= {};
    errors.form[CV_FIELD] = [cvError];
  }
  return new AppError(
    'validation',
    tooLarge ? 'payload_too_large' : 'invalid_request',
    tooLarge ? 413 : 400,
    apiErrorMessages[locale][tooLarge ? 'payload_too_large' : 'invalid_request'],
    errors,
    reading.closeConnection ? { Connection: 'close' } : {},
  );
}
