import { useIntl } from 'react-intl';
import { CentreList, LoadError } from 'shared-ui';
import { useGetServiceCentresQuery } from './places-api.ts';

/** The shop's service centres, drawn by shared-ui's CentreList like the buyout centres are. */
export function ServiceCentreList() {
  const intl = useIntl();
  const { data, error, isLoading, refetch } = useGetServiceCentresQuery();
  return (
    <CentreList
      heading={intl.formatMessage({ id: 'service.centres.title' })}
      centres={data}
      isLoading={isLoading}
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
