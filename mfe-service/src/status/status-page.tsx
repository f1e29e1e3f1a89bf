import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, isApiError, PageLayout, useApiErrorMessage, useSearchParams } from 'shared-ui';
import { type ServiceStatusLookup, useLazyServiceStatusLookupQuery } from '../booking-api.ts';
import type { IdUnder } from '../messages/message-ids.ts';
import { StatusForm } from './status-form.tsx';
import { StatusResult } from './status-result.tsx';

/** `/servis/stav?number=&email=`: a service order found by its number and e-mail (issue 7 item 4). */
export function StatusPage() {
  const intl = useIntl();
  const describe = useApiErrorMessage();
  const [searchParams, setSearchParams] = useSearchParams();
  // The address fills the form once, when the page opens (the confirmation e-mail links here).
  const [initial] = useState<ServiceStatusLookup>(() => ({
    number: searchParams.get('number') ?? '',
    email: searchParams.get('email') ?? '',
  }));
  const [lookup, setLookup] = useState<ServiceStatusLookup | null>(null);
  const [find, { currentData, error, isFetching, isUninitialized }] = useLazyServiceStatusLookupQuery();
  const t = (id: IdUnder<'service.status.'>) => intl.formatMessage({ id: `service.status.${id}` });

  const search = useCallback(
    (found: ServiceStatusLookup) => {
      // Only the number stays in the address: a reloaded or shared page does not show the e-mail.
      setSearchParams({ number: found.number }, { replace: true });
      setLookup(found);
      find(found);
    },
    [find, setSearchParams],
  );

  let result = null;
  if (isUninitialized || isFetching) result = null;
  else if (isApiError(error) && error.status === 404) {
    result = (
      <Alert tone="error" title={t('notFound')}>
        <p>{t('notFoundHint')}</p>
      </Alert>
    );
  } else if (error) {
    result = (
      <Alert tone="error" title={t('error')}>
        <p>{describe(error)}</p>
      </Alert>
    );
  } else if (currentData && lookup) result = <StatusResult order={currentData} lookup={lookup} />;

  return (
    <PageLayout title={t('title')} lead={t('lead')} narrow>
      <StatusForm initial={initial} onSearch={search} isSearching={isFetching} />
      <div aria-busy={isFetching || undefined} aria-live="polite">
        {result}
      </div>
    </PageLayout>
  );
}
