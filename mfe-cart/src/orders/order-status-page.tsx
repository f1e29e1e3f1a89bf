import { useIntl } from 'react-intl';
import { PageLayout, Spinner, skipToken, useSearchParams } from 'shared-ui';
import type { IdUnder } from '../messages/message-ids.ts';
import { type OrderLookup, useGetOrderStatusQuery } from '../orders-api.ts';
import { OrderDetailView } from './order-detail.tsx';
import { OrderLoadError } from './order-load-error.tsx';
import { OrderLookupForm, type OrderLookupValues } from './order-lookup-form.tsx';

/** What the address asks for: ?number=&token= from an e-mail link, or ?number=&email= from the form. */
function lookupOf(params: URLSearchParams): OrderLookup | null {
  const number = params.get('number')?.trim();
  if (!number) return null;
  const token = params.get('token')?.trim();
  if (token) return { number, token };
  const email = params.get('email')?.trim();
  return email ? { number, email } : null;
}

/** `/objednavka/stav`: an order found by its number and e-mail, or opened from a link with its token. */
export function OrderStatusPage() {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const lookup = lookupOf(searchParams);
  const { currentData, error, isFetching, refetch } = useGetOrderStatusQuery(lookup ?? skipToken);
  const t = (id: IdUnder<'orders.'>) => intl.formatMessage({ id: `orders.${id}` });

  function search(values: OrderLookupValues) {
    // In the address, so a reload or the back button shows the same order without retyping.
    setSearchParams({ number: values.number, email: values.email });
  }

  const initial = { number: searchParams.get('number') ?? '', email: searchParams.get('email') ?? '' };
  const openedByLink = lookup !== null && 'token' in lookup;

  return (
    <PageLayout
      title={t('status.title')}
      lead={openedByLink ? undefined : t('status.lead')}
      busy={isFetching}
    >
      {!openedByLink && (
        // Keyed by the address: back and forward refill the form with the order they show.
        <OrderLookupForm
          key={`${initial.number}|${initial.email}`}
          initial={initial}
          onSearch={search}
          isSearching={isFetching}
        />
      )}
      {isFetching && <Spinner label={t('loading')} />}
      {!isFetching && error && <OrderLoadError error={error} onRetry={refetch} />}
      {!isFetching && currentData && <OrderDetailView order={currentData} />}
    </PageLayout>
  );
}
