import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { DispensingPlace } from 'shared-domain';
import {
  Alert,
  Button,
  Spinner,
  TextField,
  useAppDispatch,
  useAppSelector,
  useDebouncedValue,
} from 'shared-ui';
import { useGetCheckoutDispensingPlacesQuery } from '../checkout-api.ts';
import { checkoutActions, checkoutSelectors } from '../checkout-state/checkout-slice.ts';
import styles from './delivery-payment.module.css';
import { OpeningHours } from './opening-hours.tsx';
import { PickupPointMap } from './pickup-point-map.tsx';

export const MIN_SEARCH_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 300;
const RESULT_LIMIT = 10;

/** Pickup points: search (town, street or postcode), a list with opening hours and a map of the results. */
export function PickupPointPicker() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const chosen = useAppSelector(checkoutSelectors.selectDelivery);
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const searching = term.length >= MIN_SEARCH_LENGTH;
  const {
    data: places,
    isFetching,
    isError,
    refetch,
  } = useGetCheckoutDispensingPlacesQuery({ search: term, limit: RESULT_LIMIT }, { skip: !searching });

  function select(place: DispensingPlace) {
    if (!place.available) return;
    dispatch(
      checkoutActions.deliveryChosen({
        type: 'pickup_point',
        pickupPointId: place.id,
        pickupPointName: `${place.name}, ${place.street}, ${place.city}`,
      }),
    );
  }

  return (
    <div>
      {chosen?.pickupPointName && (
        <p role="status">
          {intl.formatMessage({ id: 'checkout.pickup.selected' }, { name: chosen.pickupPointName })}
        </p>
      )}
      <TextField
        type="search"
        label={intl.formatMessage({ id: 'checkout.pickup.search' })}
        hint={intl.formatMessage({ id: 'checkout.pickup.searchHint' }, { numChars: MIN_SEARCH_LENGTH })}
        value={search}
        autoComplete="off"
        onChange={(event) => setSearch(event.target.value)}
      />
      {searching && isFetching && <Spinner label={intl.formatMessage({ id: 'checkout.pickup.loading' })} />}
      {searching && isError && !isFetching && (
        <Alert tone="error">
          <p>{intl.formatMessage({ id: 'checkout.pickup.widgetFailed' })}</p>
          <Button variant="secondary" size="small" onClick={() => void refetch()}>
            {intl.formatMessage({ id: 'checkout.retry' })}
          </Button>
        </Alert>
      )}
      {searching && !isError && !isFetching && places?.length === 0 && (
        <p>{intl.formatMessage({ id: 'checkout.pickup.none' })}</p>
      )}
      {searching && !isError && places && places.length > 0 && (
        <>
          <PickupPointMap places={places} selectedId={chosen?.pickupPointId} onSelect={select} />
          <ul className={styles.places} aria-label={intl.formatMessage({ id: 'checkout.pickup.results' })}>
            {places.map((place) => (
              <li key={place.id} className={styles.place}>
                <div>
                  <span className={styles.optionName}>{place.name}</span>
                  <span className={styles.muted}>
                    {place.network} · {place.street}, {place.postcode} {place.city}
                  </span>
                  <OpeningHours
                    hours={place.openingHours}
                    label={intl.formatMessage({ id: 'checkout.openingHours' }, { name: place.name })}
                  />
                  {!place.available && (
                    <span className={styles.warning}>
                      {intl.formatMessage({ id: 'checkout.pickup.congested' })}
                    </span>
                  )}
                </div>
                <Button
                  size="small"
                  variant={place.id === chosen?.pickupPointId ? 'primary' : 'secondary'}
                  disabled={!place.available}
                  aria-pressed={place.id === chosen?.pickupPointId}
                  aria-label={intl.formatMessage({ id: 'checkout.pickup.choose' }, { name: place.name })}
                  onClick={() => select(place)}
                >
                  {intl.formatMessage({ id: 'checkout.pickup.chooseShort' })}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
