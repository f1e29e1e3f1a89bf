import { useIntl } from 'react-intl';
import type { Deliveries, DeliveryMethod } from 'shared-domain';
import { Price, useAppDispatch, useAppSelector } from 'shared-ui';
import { checkoutActions, checkoutSelectors } from '../checkout-state/checkout-slice.ts';
import styles from './delivery-payment.module.css';
import { ExpressCheck } from './express-check.tsx';
import { PickupPointPicker } from './pickup-point-picker.tsx';
import { StorePickup } from './store-pickup.tsx';

/** The delivery methods as one radio group; the chosen one opens its own controls below it. */
export function DeliveryOptions({ deliveries }: { deliveries: Deliveries }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const chosen = useAppSelector(checkoutSelectors.selectDelivery);
  const chosenType = deliveries.methods.some((m) => m.type === chosen?.type && m.available)
    ? chosen?.type
    : undefined;

  function choose(method: DeliveryMethod) {
    if (method.type === chosen?.type) return;
    dispatch(checkoutActions.deliveryChosen({ type: method.type }));
  }

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{intl.formatMessage({ id: 'checkout.delivery.legend' })}</legend>
      {deliveries.testMode && (
        <p className={styles.muted}>{intl.formatMessage({ id: 'checkout.delivery.testMode' })}</p>
      )}
      {deliveries.methods.map((method) => {
        const id = `delivery-${method.type}`;
        return (
          <div key={method.type}>
            <div className={styles.option}>
              <input
                type="radio"
                id={id}
                name="delivery"
                value={method.type}
                checked={chosenType === method.type}
                disabled={!method.available}
                onChange={() => choose(method)}
                aria-describedby={`${id}-about`}
              />
              <label htmlFor={id}>
                <span className={styles.optionName}>{method.name}</span>
              </label>
              <span>
                {method.price.amount === 0 ? (
                  intl.formatMessage({ id: 'checkout.free' })
                ) : (
                  <Price value={method.price} />
                )}
              </span>
              <span id={`${id}-about`} style={{ gridColumn: '2 / 4' }}>
                <span className={styles.muted}>
                  {method.carrier}
                  {method.description ? ` · ${method.description}` : ''}
                </span>
                {!method.available && (
                  <span className={styles.warning}>
                    {method.unavailableReason ?? intl.formatMessage({ id: 'checkout.unavailable' })}
                  </span>
                )}
              </span>
            </div>
            {chosenType === method.type && (
              <div className={styles.details}>
                {method.type === 'store' && <StorePickup stores={deliveries.stores} />}
                {method.type === 'pickup_point' && <PickupPointPicker />}
                {method.type === 'courier' && <p>{intl.formatMessage({ id: 'checkout.courier.text' })}</p>}
                {method.type === 'express' && <ExpressCheck />}
              </div>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
