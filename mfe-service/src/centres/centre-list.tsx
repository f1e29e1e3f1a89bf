import { useIntl } from 'react-intl';
import { CentreList, LoadError } from 'shared-ui';
import { useGetPlacesQuery } from 'shared-ui/places';

/**
 * The shop's service centres, drawn by shared-ui's CentreList like the buyout centres are. On the
 * start page they come with the start aggregate: `waiting` holds the list's own request back until
 * that answer has filled the cache (it asks itself only when the aggregate failed).
 */
export function ServiceCentreList({ waiting = false }: { waiting?: boolean }) {
  const intl = useIntl();
  const { data, error, isLoading, refetch } = useGetPlacesQuery('service', { skip: waiting });
  return (
    <CentreList
      heading={intl.formatMessage({ id: 'service.centres.title' })}
      centres={data}
      isLoading={isLoading || waiting}
      error={
        error ? (
          <LoadError
            title={intl.formatMessage({ id: 'service.error.title' })}
            error={error}
            onRetry={refetch}
          />
        ) : undefined
      }
      empty={{
        title: intl.formatMessage({ id: 'service.centres.empty' }),
        hint: intl.formatMessage({ id: 'service.centres.emptyHint' }),
      }}
    />
  );
}
