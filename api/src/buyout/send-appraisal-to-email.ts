import type { SendToEmailRequest } from 'shared-domain';
import { quoteValidUntil } from 'shared-domain/buyout';
import { sendOrFail } from '../platform/mailer.ts';
import type { BuyoutDeps } from './buyout-deps.ts';
import { quoteEmail } from './buyout-emails.ts';
import { deviceName } from './device-repository.ts';
import { answeredQuestions, priceSubmission, storedAnswers } from './price-submission.ts';
import { deleteQuote, insertQuote } from './quote-repository.ts';
import { newToken } from './tokens.ts';

/**
 * "POST send buyout to e-mail": prices the answers again, keeps the quote (honoured for
 * QUOTE_VALIDITY_DAYS) and mails it with a link that reopens the appraisal. When the mail cannot
 * be sent the quote is dropped and the caller gets 502 `email_not_sent`.
 */
export async function sendAppraisalToEmail(
  deps: BuyoutDeps,
  request: SendToEmailRequest,
  now: Date,
): Promise<{ sent: true; valid_until: string }> {
  const { loaded, answers, outcome } = await priceSubmission(deps.db, deps.shop, request, now);
  const validUntil = quoteValidUntil(now);
  const { token, hash } = newToken();
  const quoteId = await insertQuote(deps.db, {
    tokenHash: hash,
    shop: deps.shop,
    colourId: loaded.device.colour.id,
    version: loaded.appraisal.version,
    answers: storedAnswers(loaded, answers),
    quality: outcome.quality,
    price: outcome.price,
    currency: loaded.appraisal.currency,
    email: request.e_mail,
    createdAt: now,
    validUntil,
  });
  const message = quoteEmail(deps.shop, {
    to: request.e_mail,
    device: deviceName(loaded.device),
    quality: outcome.quality,
    price: outcome.price,
    currency: loaded.appraisal.currency,
    answers: answeredQuestions(loaded, answers),
    validUntil,
    link: `${deps.publicUrl}${loaded.url}?quote=${encodeURIComponent(token)}`,
  });
  // A refusal is answered as 'We are sorry, but e-mail could not be sent…', in the shop's language.
  await sendOrFail(deps.mailer, message, {
    log: deps.log,
    message: 'appraisal e-mail could not be sent',
    onFailure: () => deleteQuote(deps.db, quoteId),
  });
  return { sent: true, valid_until: validUntil.toISOString() };
}
