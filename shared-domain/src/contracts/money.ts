import { z } from 'zod';
import type { Money } from '../money.ts';
import { currencyCodes } from '../shop.ts';

/** The wire shape of every price the api sends (integer minor units with the currency). */
export const moneySchema = z.object({
  amount: z.number().int().describe('Integer minor units (haléře, bani)'),
  currency: z.enum(currencyCodes),
}) satisfies z.ZodType<Money>;
