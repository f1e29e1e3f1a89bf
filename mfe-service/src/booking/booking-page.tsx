import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { isApiError, Link, LoadError, PageLayout, SkeletonText, useSearchParams, useShop } from 'shared-ui';
import { useServiceBookingCentresQuery, useServiceBookingProductDataQuery } from '../booking-api.ts';
import { BookingForm } from './booking-form.tsx';
import styles from './booking-page.module.css';
import { type BookingQuery, chosenDevice, parseBookingQuery } from './booking-query.ts';
import { BookingSummary } from './booking-summary.tsx';

/** `/servis/objednat?model=&colour=&operations=1,2`: books the chosen repairs of a device (issue 7 item 3). */
export function BookingPage() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const query = parseBookingQuery(searchParams);
  const title = intl.formatMessage({ id: 'service.booking.title' });
  if (!query) {
    return (
      <PageLayout title={title} narrow>
        <UnknownChoice />
      </PageLayout>
    );
  }
  return <BookingContent query={query} title={title} />;
}

function BookingContent({ query, title }: { query: BookingQuery; title: string }) {
  const intl = useIntl();
  const product = useServiceBookingProductDataQuery(query.modelId);
  const centres = useServiceBookingCentresQuery();
  const device = product.data ? chosenDevice(product.data, query) : null;

  let body: ReactNode;
  if (product.isLoading) body = <SkeletonText lines={6} />;
  else if (product.error && !isUnknownModel(product.error)) {
    body = (
      <LoadError
        title={intl.formatMessage({ id: 'service.booking.loadError' })}
        error={product.error}
        onRetry={product.refetch}
      />
    );
  } else if (!device) body = <UnknownChoice />;
  else {
    body = (
      <div className={styles.layout}>
        <BookingSummary device={device} />
        <BookingForm
          query={query}
          centres={{
            centres: centres.data?.centres ?? [],
            isLoading: centres.isLoading,
            error: centres.error,
            retry: centres.refetch,
          }}
        />
      </div>
    );
  }
  return (
    <PageLayout
      title={title}
      lead={intl.formatMessage({ id: 'service.booking.lead' })}
      busy={product.isLoading}
    >
      {body}
    </PageLayout>
  );
}

/** The api does not know the model (404) or refuses its id (400): the address is wrong, not the api. */
function isUnknownModel(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

/** The address names no device or operations we know: back to choosing them. */
function UnknownChoice() {
  const intl = useIntl();
  const { paths } = useShop();
  return (
    <div role="alert" className={styles.unknown}>
      <h2>{intl.formatMessage({ id: 'service.booking.unknown.title' })}</h2>
      <p>{intl.formatMessage({ id: 'service.booking.unknown.text' })}</p>
      <p>
        <Link to={paths.service}>{intl.formatMessage({ id: 'service.booking.unknown.link' })}</Link>
      </p>
    </div>
  );
}
