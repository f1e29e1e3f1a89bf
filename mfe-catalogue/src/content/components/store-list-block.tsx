import { useIntl } from 'react-intl';
import type { ComponentParams } from 'shared-domain/contracts/content-components.ts';
import { CentreList, LoadError } from 'shared-ui';
import { type PlacesKind, useGetPlacesQuery } from 'shared-ui/places';
import type { RendererProps } from './component-renderers.tsx';

// The block's choice of service → the kind of places it lists.
const kindOf: Record<ComponentParams<'store_list'>['service'], PlacesKind> = {
  any: 'any',
  sale: 'store',
  buyout: 'buyout',
  service: 'service',
};

/** The shop's places, all of them or those offering one service. */
export function StoreListBlock({ component }: RendererProps) {
  const intl = useIntl();
  const params = component.params as ComponentParams<'store_list'>;
  const { data: centres, error, isLoading, refetch } = useGetPlacesQuery(kindOf[params.service]);
  return (
    <CentreList
      heading={params.heading ?? intl.formatMessage({ id: 'content.stores.heading' })}
      centres={centres}
      isLoading={isLoading}
      error={error ? <LoadError error={error} onRetry={refetch} /> : undefined}
      empty={{ title: intl.formatMessage({ id: 'content.stores.empty' }) }}
    />
  );
}
