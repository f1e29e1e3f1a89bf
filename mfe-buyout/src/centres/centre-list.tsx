import { useIntl } from 'react-intl';
import { CentreList, LoadError } from 'shared-ui';
import { useGetPlacesQuery } from 'shared-ui/places';

/** The shop's buyout centres, drawn by shared-ui's CentreList like the service centres are. */
export function BuyoutCentreList({ heading }: { heading?: string }) {
  const intl = useIntl();
  const { data, error, isLoading, refetch } = useGetPlacesQuery('buyout');
  return (
    <CentreList
      heading={heading ?? intl.formatMessage({ id: 'buyout.centres.title' })}
      centres={data}
      isLoading={isLoading}
      error={
        error ? (
          <LoadError
            title={intl.formatMessage({ id: 'buyout.error.title' })}
            error={error}
            onRetry={refetch}
          />
        ) : undefined
      }
      empty={{
        title: intl.formatMessage({ id: 'buyout.centres.empty' }),
        hint: intl.formatMessage({ id: 'buyout.centres.emptyHint' }),
      }}
    />
  );
}
