import type { Request } from 'express';
import {
  appraisalFormSchema,
  buyoutDataSchema,
  buyoutListQuerySchema,
  buyoutListSchema,
  buyoutStatusChangeSchema,
  buyoutTrackingQuerySchema,
  buyoutTrackingSchema,
  countryOptionsSchema,
  myBuyoutsSchema,
  quoteSchema,
  selectorDataQuerySchema,
  selectorDataSchema,
  sellOnlineRequestSchemaFor,
  sellOnlineResponseSchema,
  sendToEmailRequestSchema,
  sendToEmailResponseSchema,
} from 'shared-domain/contracts';
import { storableString } from 'shared-domain/validation';
import { z } from 'zod';
import { addDeviceChoiceRoutes } from '../devices/choice-routes.ts';
import { signedInUser } from '../platform/auth.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import { ApiRoutes } from '../platform/http/api-routes.ts';
import { noStore } from '../platform/http/no-store.ts';
import { pathId } from '../platform/http/path-id.ts';
import { lookupGuessLimits, perClientAddress, perRecipient } from '../platform/http/route-limits.ts';
import { parseBody, parseQuery } from '../platform/http/validate.ts';
import {
  IDEMPOTENCY_HEADER,
  idempotencyKeyOf,
  REPLAYED_HEADER,
  requestFingerprint,
  sendStoredResponse,
} from '../platform/idempotency.ts';
import type { JobQueue } from '../platform/jobs/job-queue.ts';
import type { Mailer } from '../platform/mailer.ts';
import { HOUR_MS } from '../platform/rate-limit.ts';
import { currentSession, currentUser, ensureSession } from '../platform/session.ts';
import type { BuyoutDeps } from './buyout-deps.ts';
import { changeBuyoutStatus } from './change-buyout-status.ts';
import { buyoutDeviceOffer } from './device-repository.ts';
import { getAppraisalForm } from './get-appraisal-form.ts';
import { getBuyout } from './get-buyout.ts';
import { getQuote } from './get-quote.ts';
import { getSelectorData } from './get-selector-data.ts';
import { listBuyouts } from './list-buyouts.ts';
import { listCountryOptions } from './list-country-options.ts';
import { listMyBuyouts } from './list-my-buyouts.ts';
import { SELL_ONLINE_SCOPE, sellDeviceOnline } from './sell-device-online.ts';
import { sendAppraisalToEmail } from './send-appraisal-to-email.ts';
import { trackBuyout } from './track-buyout.ts';

export const BUYOUT_API = '/api/new/buyout';

const buyoutReadQuerySchema = z.object({
  token: storableString().max(200).optional().describe('Token of the thank-you link'),
});

// A seller may e-mail the offers of a few devices to themselves and sell a device or two; the
// limits stop a script from flooding someone's inbox with quotes or confirmations.
const sendToEmailLimits = [
  perRecipient('buyout.send-to-email.recipient', 5, HOUR_MS, ['e_mail']),
  perClientAddress('buyout.send-to-email.address', 20, HOUR_MS),
];
const sellOnlineLimits = [
  perRecipient('buyout.sell-online.recipient', 5, HOUR_MS, ['customer_data', 'e_mail']),
  perClientAddress('buyout.sell-online.address', 10, HOUR_MS),
];
/** Buyout numbers are sequential: the e-mail (or the link's token) is the only secret. */
const buyoutLookupLimits = lookupGuessLimits('buyouts.lookup');
const quoteLookupLimits = lookupGuessLimits('buyout-quotes.lookup');

export function buyoutRoutes(deps: { db: Db; config: Config; mailer: Mailer; jobs: JobQueue }): ApiRoutes {
  const { db, config } = deps;
  const { shop } = config;
  const routes = new ApiRoutes({ db, shop });
  const sellOnlineRequestSchema = sellOnlineRequestSchemaFor(shop);
  const sessionSettings = { db, shop, cookieSecure: config.cookieSecure };
  const buyoutDeps = (req: Request): BuyoutDeps => ({
    db,
    shop,
    mailer: deps.mailer,
    jobs: deps.jobs,
    publicUrl: config.publicUrl,
    log: req.log,
  });

  // Quotes, personal data and staff answers: nothing here may sit in a browser or proxy cache.
  routes.router.use(BUYOUT_API, noStore);

  // ── selector ───────────────────────────────────────────────────────────────────────────────
  addDeviceChoiceRoutes(routes, {
    db,
    shop,
    offer: buyoutDeviceOffer,
    base: BUYOUT_API,
    tag: 'buyout',
    offers: 'the shop buys',
    offered: 'bought',
    typesNote: 'those with buyout prices',
  });

  routes.add(
    {
      method: 'get',
      path: `${BUYOUT_API}/selector-data/`,
      summary:
        'The selection a URL names (seo names, resolved as far as they match), its choices and appraisal',
      tag: 'buyout',
      access: 'public',
      query: selectorDataQuerySchema,
      responses: { 200: { description: 'Selector data', schema: selectorDataSchema } },
    },
    async (req, res) => {
      res.json(await getSelectorData(db, shop, parseQuery(req, selectorDataQuerySchema), new Date()));
    },
  );

  // ── appraisal ──────────────────────────────────────────────────────────────────────────────
  routes.add(
    {
      method: 'get',
      path: `${BUYOUT_API}/appraisal/:colourId/`,
      summary: 'The appraisal form of a model colour: prices per grade, condition questions, version',
      tag: 'buyout',
      access: 'public',
      responses: { 200: { description: 'Appraisal', schema: appraisalFormSchema } },
      errors: { 404: 'The colour has no buyout prices (`appraisal_not_found`).' },
    },
    async (req, res) => {
      res.json(await getAppraisalForm(db, shop, pathId(req.params.colourId), new Date()));
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${BUYOUT_API}/country-options/`,
      summary: "Countries of the address forms, named in the shop's language, and the default",
      tag: 'buyout',
      access: 'public',
      responses: { 200: { description: 'Countries', schema: countryOptionsSchema } },
    },
    (_req, res) => {
      res.json(listCountryOptions(shop));
    },
  );

  routes.add(
    {
      method: 'post',
      path: `${BUYOUT_API}/send-to-email/`,
      summary: 'Prices the answers again and e-mails the quote with a link that reopens it',
      tag: 'buyout',
      access: 'public',
      limits: sendToEmailLimits,
      body: sendToEmailRequestSchema,
      responses: { 200: { description: 'Sent', schema: sendToEmailResponseSchema } },
      errors: {
        400: 'Invalid body (`invalid_request`, `errors.form.e_mail`), answers that do not fit (`answers_invalid`), unanswered questions (`answers_incomplete`) or a device that cannot be bought (`buyout_impossible`).',
        404: 'The device has no buyout prices (`appraisal_not_found`).',
        409: 'The price list changed since the appraisal was loaded (`appraisal_outdated`).',
        502: 'The e-mail could not be sent (`email_not_sent`).',
      },
    },
    async (req, res) => {
      const body = parseBody(req, sendToEmailRequestSchema);
      res.json(await sendAppraisalToEmail(buyoutDeps(req), body, new Date()));
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${BUYOUT_API}/quotes/:token/`,
      summary: 'An e-mailed quote by the token of its link (expired ones flagged)',
      tag: 'buyout',
      access: 'public',
      limits: quoteLookupLimits,
      responses: { 200: { description: 'Quote', schema: quoteSchema } },
      errors: { 404: 'Unknown token (`quote_not_found`).' },
    },
    async (req, res) => {
      res.json(await getQuote(db, shop, String(req.params.token ?? ''), new Date()));
    },
  );

  // ── selling ────────────────────────────────────────────────────────────────────────────────
  routes.add(
    {
      method: 'post',
      path: `${BUYOUT_API}/sell-online/`,
      summary: `Sells the device: prices it again, keeps the buyout, e-mails a confirmation. Honours ${IDEMPOTENCY_HEADER}.`,
      tag: 'buyout',
      access: 'public',
      limits: sellOnlineLimits,
      body: sellOnlineRequestSchema,
      responses: {
        201: {
          description: `Sold (also a replay of the same ${IDEMPOTENCY_HEADER} and body, marked ${REPLAYED_HEADER}: true)`,
          schema: sellOnlineResponseSchema,
          headers: {
            Location: 'The thank-you page with the read token',
            [REPLAYED_HEADER]: 'true on a replay',
          },
        },
      },
      errors: {
        400: 'Invalid body, grouped by `buyout_device`, `customer_data`, `pickup_address` (`invalid_request`); `answers_invalid`, `answers_incomplete`, `buyout_impossible`; a malformed key (`invalid_idempotency_key`).',
        404: 'The device has no buyout prices (`appraisal_not_found`).',
        409: 'Outdated price list (`appraisal_outdated`); the key was used with another body (`idempotency_key_reused`).',
      },
    },
    async (req, res) => {
      const idempotencyKey = idempotencyKeyOf(req);
      const body = parseBody(req, sellOnlineRequestSchema, { grouped: true });
      const session = await ensureSession(req, res, sessionSettings);
      const outcome = await sellDeviceOnline(
        buyoutDeps(req),
        body,
        {
          sessionId: session.id,
          userId: session.userId,
          idempotencyKey,
          fingerprint: requestFingerprint(SELL_ONLINE_SCOPE, req.body),
        },
        new Date(),
      );
      sendStoredResponse(res, outcome.response, outcome.replayed);
    },
  );

  // ── saved buyouts ──────────────────────────────────────────────────────────────────────────
  routes.add(
    {
      method: 'get',
      path: `${BUYOUT_API}/buyouts/:id/`,
      summary: 'A saved buyout (review mode): for its owner, the holder of its link token, or staff',
      tag: 'buyout',
      access: 'public',
      limits: buyoutLookupLimits,
      query: buyoutReadQuerySchema,
      responses: { 200: { description: 'Buyout', schema: buyoutDataSchema } },
      errors: { 404: 'Unknown, or not the caller’s to read (`buyout_not_found`).' },
    },
    async (req, res) => {
      const token = typeof req.query.token === 'string' ? req.query.token : undefined;
      res.json(
        await getBuyout(db, shop, pathId(req.params.id), {
          sessionId: currentSession(req)?.id ?? null,
          user: currentUser(req),
          token,
        }),
      );
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${BUYOUT_API}/mine/`,
      summary: "The signed-in customer's buyouts that are not finished (not paid nor returned), newest first",
      tag: 'buyout',
      access: 'signed-in',
      responses: { 200: { description: 'Active buyouts', schema: myBuyoutsSchema } },
      errors: { 401: 'Not signed in (`authentication_required`).' },
    },
    async (req, res) => {
      res.json(await listMyBuyouts(db, shop, signedInUser(req).id));
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${BUYOUT_API}/tracking/`,
      summary: 'Status of a buyout by its number and the seller’s e-mail',
      tag: 'buyout',
      access: 'public',
      limits: buyoutLookupLimits,
      query: buyoutTrackingQuerySchema,
      responses: { 200: { description: 'Status and timeline', schema: buyoutTrackingSchema } },
      errors: { 404: 'No buyout with this number and e-mail (`buyout_not_found`, one answer for both).' },
    },
    async (req, res) => {
      res.json(await trackBuyout(db, shop, parseQuery(req, buyoutTrackingQuerySchema)));
    },
  );

  // ── staff ──────────────────────────────────────────────────────────────────────────────────
  routes.add(
    {
      method: 'get',
      path: `${BUYOUT_API}/admin/buyouts/`,
      summary: "The shop's buyouts, newest first",
      tag: 'buyout',
      access: ['staff'],
      query: buyoutListQuerySchema,
      responses: { 200: { description: 'One page', schema: buyoutListSchema } },
    },
    async (req, res) => {
      res.json(await listBuyouts(db, shop, parseQuery(req, buyoutListQuerySchema)));
    },
  );

  routes.add(
    {
      method: 'post',
      path: `${BUYOUT_API}/admin/buyouts/:id/status`,
      summary:
        'Moves a buyout to its next status (re-quote with a new price), writes the history, e-mails the customer',
      tag: 'buyout',
      access: ['staff'],
      body: buyoutStatusChangeSchema,
      responses: { 200: { description: 'The buyout after the change', schema: buyoutDataSchema } },
      errors: {
        400: 'Invalid body; a re-quote without a price (`price_required`) or a price without a re-quote (`price_not_allowed`).',
        404: 'Unknown buyout (`buyout_not_found`).',
        409: 'The status cannot follow the current one (`invalid_transition`).',
      },
    },
    async (req, res) => {
      const change = parseBody(req, buyoutStatusChangeSchema);
      res.json(
        await changeBuyoutStatus(
          buyoutDeps(req),
          pathId(req.params.id),
          change,
          signedInUser(req),
          new Date(),
        ),
      );
    },
  );

  return routes;
}
