import type { ServiceSelectorData, ServiceStart, StoreSummary } from 'shared-domain';
import { defineAggregate } from './define-aggregate.ts';

// GET /api/bff/service-start?type&manufacturer&model&colour: the service screen's first paint —
// the selection a URL names (with the operations once a colour is named) and the service centres
// the page lists (from the service and buyout centres call) — in one round trip instead of two (issue 7 item 5).
const selectionKeys = ['type', 'manufacturer', 'model', 'colour'] as const;

export const serviceStartAggregate = defineAggregate(
  '/service-start',
  async ({ api, req }): Promise<ServiceStart> => {
    const selection = new URLSearchParams();
    for (const key of selectionKeys) {
      const value = req.query[key];
      // Only plain strings go on; the api validates them (and answers 400 for anything odd).
      if (typeof value === 'string' && value !== '') selection.set(key, value);
    }
    const query = selection.size > 0 ? `?${selection}` : '';
    const [selector, places] = await Promise.all([
      api.get<ServiceSelectorData>(`/api/new/service/selector-data/${query}`),
      api.get<StoreSummary[]>('/api/new/stores/stores/service-center/service-buyout-centers/'),
    ]);
    return { selector, centres: places.filter((place) => place.kind === 'service') };
  },
);
