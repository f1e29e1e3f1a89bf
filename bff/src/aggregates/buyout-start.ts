import type { CountryOptions, SelectorData } from 'shared-domain';
import { defineAggregate } from './define-aggregate.ts';

// GET /api/bff/buyout-start?type&manufacturer&model&colour: the buyout selector's first paint —
// the selection a URL names (with its appraisal when a colour is named) and the country options of
// the sell-online form — in one round trip instead of two.
const selectionKeys = ['type', 'manufacturer', 'model', 'colour'] as const;

export interface BuyoutStart {
  selector: SelectorData;
  countries: CountryOptions;
}

export const buyoutStartAggregate = defineAggregate(
  '/buyout-start',
  async ({ api, req }): Promise<BuyoutStart> => {
    const selection = new URLSearchParams();
    for (const key of selectionKeys) {
      const value = req.query[key];
      // Only plain strings go on; the api validates them (and answers 400 for anything odd).
      if (typeof value === 'string' && value !== '') selection.set(key, value);
    }
    const query = selection.size > 0 ? `?${selection}` : '';
    const [selector, countries] = await Promise.all([
      api.get<SelectorData>(`/api/new/buyout/selector-data/${query}`),
      api.get<CountryOptions>('/api/new/buyout/country-options/'),
    ]);
    return { selector, countries };
  },
);
