import { useIntl } from 'react-intl';
import { useFormatDate, useFormatMoney } from 'shared-ui';
import {
  useGetExpectedQuery,
  useGetNewlyStockedQuery,
  useGetTimeLimitedOffersQuery,
} from '../storefront-api.ts';
import { HomeSection } from './home-section.tsx';
import { StorefrontProducts } from './storefront-products.tsx';

export const LIST_SIZE = 8;
const DAY_MS = 24 * 60 * 60 * 1000;

export function NewlyStocked() {
  const query = useGetNewlyStockedQuery(LIST_SIZE);
  return (
    <HomeSection
      titleId="catalogue.storefront.newlyStocked.title"
      emptyId="catalogue.storefront.newlyStocked.empty"
      query={query}
    >
      {(items) => <StorefrontProducts products={items} />}
    </HomeSection>
  );
}

export function ExpectedProducts() {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const query = useGetExpectedQuery(LIST_SIZE);
  return (
    <HomeSection
      titleId="catalogue.storefront.expected.title"
      emptyId="catalogue.storefront.expected.empty"
      query={query}
    >
      {(items) => (
        <StorefrontProducts
          products={items}
          extra={(product) =>
            intl.formatMessage(
              { id: 'catalogue.storefront.expected.date' },
              // A calendar day: read as midnight UTC and shown as that day everywhere.
              {
                date: formatDate(`${product.expectedAt}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }),
              },
            )
          }
        />
      )}
    </HomeSection>
  );
}

export function TimeLimitedOffers() {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const formatMoney = useFormatMoney();
  const query = useGetTimeLimitedOffersQuery();
  return (
    <HomeSection
      titleId="catalogue.storefront.offers.title"
      emptyId="catalogue.storefront.offers.empty"
      query={query}
    >
      {(items) => (
        <StorefrontProducts
          products={items}
          extra={(product) => (
            <>
              <s>
                {intl.formatMessage(
                  { id: 'catalogue.storefront.offers.was' },
                  { price: formatMoney(product.originalPrice) },
                )}
              </s>
              <br />
              {intl.formatMessage(
                { id: 'catalogue.storefront.offers.endsIn' },
                {
                  days: Math.max(0, Math.floor((Date.parse(product.offerEndsAt) - Date.now()) / DAY_MS)),
                  date: formatDate(product.offerEndsAt, { dateStyle: 'medium', timeStyle: 'short' }),
                },
              )}
            </>
          )}
        />
      )}
    </HomeSection>
  );
}
