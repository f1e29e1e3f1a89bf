import type { SelectedChoices, SelectorChoices } from 'shared-domain';
import type { SelectorLevel } from 'shared-domain/buyout';
import { selectorLevels } from 'shared-domain/buyout';
import { api } from 'shared-ui';

// The choice lists of the device selector: product type, manufacturer, model and colour, each
// answered with { choices, url }. Buyout and service ask the same questions under their own
// api component, so the scope is part of every request.
export type DeviceSelectorScope = 'buyout' | 'service';

export interface DeviceChoicesRequest {
  scope: DeviceSelectorScope;
  level: SelectorLevel;
  type?: number;
  manufacturer?: number;
  model?: number;
}

const levelPaths: Record<SelectorLevel, string> = {
  product_type: 'product-types/',
  manufacturer: 'manufacturers/',
  product_model: 'models/',
  product_color: 'colours/',
};

/**
 * The request for one level's choices under a selection, or null while the level cannot be asked
 * yet (its previous level is not chosen). Only the ids the endpoint needs go into the request, so
 * the cache key does not change with unrelated levels.
 */
export function choicesRequestFor(
  scope: DeviceSelectorScope,
  level: SelectorLevel,
  selected: SelectedChoices,
): DeviceChoicesRequest | null {
  const previous = selectorLevels[selectorLevels.indexOf(level) - 1];
  if (previous && !selected[previous]) return null;
  switch (level) {
    case 'product_type':
      return { scope, level };
    case 'manufacturer':
      return { scope, level, type: selected.product_type!.id };
    case 'product_model':
      return { scope, level, type: selected.product_type!.id, manufacturer: selected.manufacturer!.id };
    case 'product_color':
      return { scope, level, model: selected.product_model!.id };
  }
}

export const deviceSelectorApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDeviceChoices: build.query<SelectorChoices, DeviceChoicesRequest>({
      query: ({ scope, level, ...query }) => ({ path: `/api/new/${scope}/${levelPaths[level]}`, query }),
    }),
  }),
});

export const { useGetDeviceChoicesQuery } = deviceSelectorApi;
