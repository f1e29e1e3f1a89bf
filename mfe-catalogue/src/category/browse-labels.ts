import type { CurrencyCode, QualityFilterValue } from 'shared-domain';
import type { MessageId } from '../messages/message-ids.ts';
import type { sortValues } from './browse-query.ts';

/** Each order of the results in words: a new order without its words fails tsc. */
export const sortLabel: Record<(typeof sortValues)[number], MessageId> = {
  price_asc: 'catalogue.browse.sort.price_asc',
  price_desc: 'catalogue.browse.sort.price_desc',
  newest: 'catalogue.browse.sort.newest',
  rating: 'catalogue.browse.sort.rating',
};

/** What each quality filter means to the customer, its hint. */
export const qualityMeaning: Record<QualityFilterValue, MessageId> = {
  new: 'catalogue.browse.quality.meaning.new',
  'A+': 'catalogue.browse.quality.meaning.A+',
  A: 'catalogue.browse.quality.meaning.A',
  B: 'catalogue.browse.quality.meaning.B',
  C: 'catalogue.browse.quality.meaning.C',
  D: 'catalogue.browse.quality.meaning.D',
};

/** The currency as the price filter's unit ("Kč", "lei"). */
export const currencyUnit: Record<CurrencyCode, MessageId> = {
  CZK: 'catalogue.browse.currency.CZK',
  RON: 'catalogue.browse.currency.RON',
};

export type RangeEnd = 'from' | 'to';

/** The ends of a number range: with a unit in the price filter's wording ("Od (Kč)"), else plain. */
export const rangeEndLabel: Record<RangeEnd, { withUnit: MessageId; plain: MessageId }> = {
  from: { withUnit: 'catalogue.browse.price.from', plain: 'catalogue.browse.range.from' },
  to: { withUnit: 'catalogue.browse.price.to', plain: 'catalogue.browse.range.to' },
};
