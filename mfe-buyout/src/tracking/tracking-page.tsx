import { useIntl } from 'react-intl';
import { buyoutPagePath } from 'shared-domain/buyout';
import { Alert, isApiError, Link, PageLayout, useApiErrorMessage, useSearchParams, useShop } from 'shared-ui';
import { useLazyTrackBuyoutQuery } from '../buyout-api.ts';
import type { IdUnder } from '../messages/message-ids.ts';
import { TrackingForm, type TrackingValues } from './tracking-form.tsx';
import styles from './tracking-page.module.css';
import { TrackingResult } from './tracking-result.tsx';

/** `<base>/<tracking>?number=`: the state of a buyout found by its number and e-mail. */
export function TrackingPage() {
  const intl = useIntl();
  const { shop } = useShop();
  const describe = useApiErrorMessage();
  const [searchParams, setSearchParams] = useSearchParams();
  const [track, { currentData, error, isFetching, isUninitialized }] = useLazyTrackBuyoutQuery();
  const t = (id: IdUnder<'buyout.tracking.'>) => intl.formatMessage({ id: `buyout.tracking.${id}` });

  function search({ number, email }: TrackingValues) {
    // The number in the address lets the customer reload or share the page without retyping it.
    setSearchParams({ number }, { replace: true });
    track({ number, e_mail: email });
  }

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
  } else if (currentData) result = <TrackingResult tracking={currentData} />;

  return (
    <PageLayout title={t('title')} lead={t('lead')} narrow>
      <TrackingForm
        initialNumber={searchParams.get('number') ?? ''}
        onSearch={search}
        isSearching={isFetching}
      />
      <div aria-busy={isFetching || undefined}>{result}</div>
      <p className={styles.centres}>
        {t('centres')} <Link to={buyoutPagePath(shop, 'centres')}>{t('centresLink')}</Link>
      </p>
    </PageLayout>
  );
}
