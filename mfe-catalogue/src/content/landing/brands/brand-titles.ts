import type { BrandComparisonType } from 'shared-domain/contracts/landing.ts';
import type { MessageId } from '../../../messages/message-ids.ts';

/** Each brand comparison's title, by product type: a new type without its words fails tsc. */
export const brandComparisonTitle: Record<BrandComparisonType, MessageId> = {
  phones: 'landing.brands.title.phones',
  watches: 'landing.brands.title.watches',
  tablets: 'landing.brands.title.tablets',
  computers: 'landing.brands.title.computers',
};
