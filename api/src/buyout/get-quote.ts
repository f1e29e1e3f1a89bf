import type { Quote, ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';
import { notFound } from '../platform/errors.ts';
import { buyoutTexts } from './buyout-texts.ts';
import { findDevice } from './device-repository.ts';
import { deviceUrl } from './load-appraisal.ts';
import { findQuote } from './quote-repository.ts';
import { hashToken, TOKEN_MAX_LENGTH } from './tokens.ts';

/** An e-mailed quote by the token of its link (an expired one too, flagged); 404 `quote_not_found`. */
export async function getQuote(db: Db, shop: ShopCode, token: string, now: Date): Promise<Quote> {
  const texts = buyoutTexts[shop];
  const quote = token.length <= TOKEN_MAX_LENGTH ? await findQuote(db, shop, hashToken(token)) : undefined;
  const device = quote ? await findDevice(db, shop, quote.colourId) : undefined;
  if (!quote || !device) throw notFound('quote_not_found', texts.quoteNotFound);
  return {
    url: deviceUrl(shop, device),
    device_identifier: quote.colourId,
    device_condition_choices: quote.answers,
    price: quote.price,
    currency: quote.currency,
    valid_until: quote.validUntil.toISOString(),
    expired: quote.validUntil.getTime() <= now.getTime(),
  };
}
