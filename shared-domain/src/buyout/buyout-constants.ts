// Business constants of the buyout, from the product specification and our own.

/** A quote is honoured this many days after it was made or sent by e-mail. */
export const QUOTE_VALIDITY_DAYS = 14;

/** Longest free-text note of an appraisal or a device. */
export const BUYOUT_NOTE_MAX_LENGTH = 500;

export function quoteValidUntil(quotedAt: Date): Date {
  return new Date(quotedAt.getTime() + QUOTE_VALIDITY_DAYS * 24 * 60 * 60 * 1000);
}
