import { useIntl } from 'react-intl';
import { type PickupStore, timeslotKey } from 'shared-domain';
import { SelectField, useAppDispatch, useAppSelector, useFormatTimeslot } from 'shared-ui';
import { checkoutActions, checkoutSelectors } from '../checkout-state/checkout-slice.ts';
import styles from './delivery-payment.module.css';
import { OpeningHours } from './opening-hours.tsx';

/** Pickup in a store: which store, its opening hours, when the goods are ready and a pickup window. */
export function StorePickup({ stores }: { stores: readonly PickupStore[] }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  // In the store's zone: a customer abroad picks the hours the store keeps.
  const formatTimeslot = useFormatTimeslot();
  const chosen = useAppSelector(checkoutSelectors.selectDelivery);
  const store = stores.find((candidate) => candidate.id === chosen?.storeId);
  const slot = store?.timeslots.find(
    (candidate) => timeslotKey(candidate) === timeslotKey(chosen?.timeslot ?? { from: '', to: '' }),
  );

  return (
    <div>
      <SelectField
        label={intl.formatMessage({ id: 'checkout.store.label' })}
        placeholder={intl.formatMessage({ id: 'checkout.store.placeholder' })}
        required
        value={store ? String(store.id) : ''}
        options={stores.map((candidate) => ({
          value: String(candidate.id),
          label: `${candidate.name}, ${candidate.street}, ${candidate.city}`,
        }))}
        onChange={(event) =>
          dispatch(checkoutActions.deliveryChosen({ type: 'store', storeId: Number(event.target.value) }))
        }
      />
      {store && (
        <>
          <p role="status" className={store.allInStock ? undefined : styles.muted}>
            {store.allInStock
              ? intl.formatMessage({ id: 'checkout.store.ready' }, { minutes: store.readyInMinutes ?? 30 })
              : intl.formatMessage({ id: 'checkout.store.shipped' })}
          </p>
          <OpeningHours
            hours={store.openingHours}
            label={intl.formatMessage({ id: 'checkout.openingHours' }, { name: store.name })}
          />
          {store.timeslots.length > 0 && (
            <SelectField
              label={intl.formatMessage({ id: 'checkout.store.timeslot' })}
              placeholder={intl.formatMessage({ id: 'checkout.store.timeslotPlaceholder' })}
              value={slot ? timeslotKey(slot) : ''}
              options={store.timeslots.map((candidate) => ({
                value: timeslotKey(candidate),
                label: formatTimeslot(candidate),
              }))}
              onChange={(event) => {
                const picked = store.timeslots.find(
                  (candidate) => timeslotKey(candidate) === event.target.value,
                );
                dispatch(
                  checkoutActions.deliveryChosen({ type: 'store', storeId: store.id, timeslot: picked }),
                );
              }}
            />
          )}
        </>
      )}
    </div>
  );
}
