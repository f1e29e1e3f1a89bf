import { useIntl } from 'react-intl';
import type { Deliveries, DeliveryMethod } from 'shared-domain';
import { Price, useAppDispatch, useAppSelector } from 'shared-ui';
import { RadioList } from 'shared-ui/radio-list';
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
    <RadioList
      legend={intl.formatMessage({ id: 'checkout.delivery.legend' })}
      name="delivery"
      value={chosenType}
      onChange={(type) => {
        const method = deliveries.methods.find((m) => m.type === type);
        if (method) choose(method);
      }}
      intro={
        deliveries.testMode && (
          <p className={styles.muted}>{intl.formatMessage({ id: 'checkout.delivery.testMode' })}</p>
        )
      }
      items={deliveries.methods.map((method) => ({
        value: method.type,
        label: method.name,
        disabled: !method.available,
        price:
          method.price.amount === 0 ? (
            intl.formatMessage({ id: 'checkout.free' })
          ) : (
            <Price value={method.price} />
          ),
        about: (
          <>
            <span className={styles.muted}>
              {method.carrier}
              {method.description ? ` · ${method.description}` : ''}
            </span>
            {!method.available && (
              <span className={styles.warning}>
                {method.unavailableReason ?? intl.formatMessage({ id: 'checkout.unavailable' })}
              </span>
            )}
          </>
        ),
        details: (
          <>
            {method.type === 'store' && <StorePickup stores={deliveries.stores} />}
            {method.type === 'pickup_point' && <PickupPointPicker />}
            {method.type === 'courier' && <p>{intl.formatMessage({ id: 'checkout.courier.text' })}</p>}
            {method.type === 'express' && <ExpressCheck />}
          </>
        ),
      }))}
    />
  );
}
