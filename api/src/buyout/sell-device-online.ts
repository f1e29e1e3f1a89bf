import type { ShopCode } from 'shared-domain';
import { buyoutPagePath, type ConditionAnswers } from 'shared-domain/buyout';
import type { sellOnlineRequestSchemaFor } from 'shared-domain/contracts';
import { dateToIso } from 'shared-domain/validation';
import type { z } from 'zod';
import type { Db, StoredAnswer, StoredFields } from '../platform/db/schema.ts';
import { type IdempotentOutcome, runIdempotent } from '../platform/idempotency.ts';
import { queueMail } from '../platform/mail-queue.ts';
import type { BuyoutDeps } from './buyout-deps.ts';
import { soldEmail } from './buyout-emails.ts';
import { insertBuyout, insertHistory, nextBuyoutNumber } from './buyout-repository.ts';
import { deviceName } from './device-repository.ts';
import { yearIn } from './formatting.ts';
import type { LoadedAppraisal } from './load-appraisal.ts';
import { priceSubmission, storedAnswers } from './price-submission.ts';
import { findQuote, type StoredQuote } from './quote-repository.ts';
import { hashToken, newToken } from './tokens.ts';

export const SELL_ONLINE_SCOPE = 'buyout.sell-online';

export type SellOnlineInput = z.output<ReturnType<typeof sellOnlineRequestSchemaFor>>;

export interface SellOnlineCaller {
  sessionId: string;
  userId: number | null;
  idempotencyKey: string | undefined;
  fingerprint: string;
}

interface Sale {
  number: string;
  location: string;
  email: string;
  device: string;
  imei: string;
  quality: LoadedAppraisal['appraisal']['appraisal_result'][number]['quality'];
  price: number;
  currency: 'CZK' | 'RON';
  pickupAddress: string;
}

/**
 * "POST sell buyout online": prices the answers again (a price in the body is never read), keeps
 * the buyout with its first status and answers 201 with the thank-you page as Location. Once per
 * Idempotency-Key. The confirmation e-mail is queued with the sale: a mail failure delays it and
 * never loses the sale.
 */
export async function sellDeviceOnline(
  deps: BuyoutDeps,
  input: SellOnlineInput,
  caller: SellOnlineCaller,
  now: Date,
): Promise<IdempotentOutcome<Sale>> {
  const outcome = await runIdempotent(
    deps.db,
    {
      shop: deps.shop,
      scope: SELL_ONLINE_SCOPE,
      key: caller.idempotencyKey,
      fingerprint: caller.fingerprint,
      sessionId: caller.sessionId,
      userId: caller.userId,
    },
    async (trx) => {
      const created = await createBuyout(trx, deps.shop, input, caller, now);
      await queueConfirmation(trx, deps, created.value);
      return created;
    },
  );
  return outcome;
}

async function createBuyout(
  trx: Db,
  shop: ShopCode,
  input: SellOnlineInput,
  caller: SellOnlineCaller,
  now: Date,
) {
  const { loaded, answers, outcome } = await priceSubmission(trx, shop, input, now);
  const answered = storedAnswers(loaded, answers);
  const quote = await honouredQuote(trx, shop, input.quote, loaded, answered, now);
  const price = quote ? Math.max(quote.price, outcome.price) : outcome.price;
  const result = loaded.appraisal.appraisal_result.find((item) => item.id === outcome.breakdown.resultId)!;
  const number = await nextBuyoutNumber(trx, shop, yearIn(shop, now));
  const { token, hash } = newToken();
  const customerData = input.customer_data as unknown as StoredFields;
  const id = await insertBuyout(trx, {
    number,
    shop,
    sessionId: caller.sessionId,
    userId: caller.userId,
    tokenHash: hash,
    colourId: loaded.device.colour.id,
    priceListId: loaded.priceList.id,
    version: loaded.appraisal.version,
    quoteId: quote?.id ?? null,
    answers: answered,
    questions: loaded.appraisal.device_conditions,
    appraisalResult: result,
    quality: outcome.quality,
    price,
    minimalPrice: loaded.appraisal.minimal_buyout_price,
    currency: loaded.appraisal.currency,
    customerData,
    pickupAddress: (input.pickup_address as unknown as StoredFields | undefined) ?? null,
    device: {
      imei: input.buyout_device.imei,
      serial_number: input.buyout_device.serial_number || null,
      // The form's DD.MM.YYYY as an ISO day, so staff and the database compare and sort it.
      purchase_date: dateToIso(input.buyout_device.purchase_date),
      condition: input.buyout_device.condition,
      note: input.buyout_device.note || null,
    },
    note: input.note || null,
    email: input.customer_data.e_mail,
    status: 'created',
    createdAt: now,
  });
  await insertHistory(trx, [
    { buyoutId: id, status: 'created', at: now, note: null, price, changedBy: null },
  ]);

  const location = `${buyoutPagePath(shop, 'thankYou', id)}?token=${encodeURIComponent(token)}`;
  const address = input.pickup_address ?? input.customer_data;
  return {
    response: {
      status: 201,
      headers: { Location: location },
      body: { id, number, status: 'created' as const, token },
    },
    value: {
      number,
      location,
      email: input.customer_data.e_mail,
      device: deviceName(loaded.device),
      imei: input.buyout_device.imei,
      quality: outcome.quality,
      price,
      currency: loaded.appraisal.currency,
      pickupAddress: `${address.street}, ${address.postcode} ${address.city}`,
    },
  };
}

/**
 * An e-mailed quote is honoured while it is valid, for the same device and the same answers: the
 * customer gets the better of the quoted and today's price (a quote never lowers a price).
 */
async function honouredQuote(
  trx: Db,
  shop: ShopCode,
  token: string | undefined,
  loaded: LoadedAppraisal,
  answers: StoredAnswer[],
  now: Date,
): Promise<StoredQuote | undefined> {
  if (!token) return undefined;
  const quote = await findQuote(trx, shop, hashToken(token));
  if (!quote || quote.validUntil.getTime() <= now.getTime()) return undefined;
  if (quote.colourId !== loaded.device.colour.id) return undefined;
  return sameAnswers(quote.answers, answers) ? quote : undefined;
}

function sameAnswers(a: readonly StoredAnswer[], b: readonly StoredAnswer[]): boolean {
  const asMap = (answers: readonly StoredAnswer[]): ConditionAnswers =>
    Object.fromEntries(answers.map((answer) => [answer.condition, answer.value]));
  const [left, right] = [asMap(a), asMap(b)];
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length && keys.every((key) => left[Number(key)] === right[Number(key)])
  );
}

function queueConfirmation(trx: Db, deps: BuyoutDeps, sale: Sale): Promise<void> {
  return queueMail(
    trx,
    deps.jobs,
    deps.shop,
    soldEmail(deps.shop, {
      to: sale.email,
      number: sale.number,
      device: sale.device,
      imei: sale.imei,
      quality: sale.quality,
      price: sale.price,
      currency: sale.currency,
      pickupAddress: sale.pickupAddress,
      link: `${deps.publicUrl}${sale.location}`,
    }),
  );
}
