import { useIntl } from 'react-intl';
import type { ComponentParams } from 'shared-domain/contracts/content-components.ts';
import { CentreList, LoadError } from 'shared-ui';
import { useGetStoreListQuery } from '../pages/content-pages-api.ts';
import type { RendererProps } from './component-renderers.tsx';

const kindOf = { sale: 'store', buyout: 'buyout', service: 'service' } as const;

/** The shop's places, all of them or those offering one service. */
export function StoreListBlock({ component }: RendererProps) {
  const intl = useIntl();
  const params = component.params as ComponentParams<'store_list'>;
  const { data, error, isLoading, refetch } = useGetStoreListQuery();
  const { service } = params;
  const centres = service === 'any' ? data : data?.filter((place) => place.kind === kindOf[service]);
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
