import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { Money, Payments } from 'shared-domain';
import { Price, useAppDispatch, useAppSelector } from 'shared-ui';
import { checkoutActions, checkoutSelectors } from '../checkout-state/checkout-slice.ts';
import styles from './delivery-payment.module.css';
import { InstallmentOptions } from './installment-options.tsx';
import { useWalletSupport } from './use-wallet-support.ts';

/** The payment methods as one radio group; a wallet only where this browser can pay with it. */
export function PaymentOptions({
  payments,
  cartTotal,
  pending,
}: {
  payments: Payments;
  cartTotal: Money;
  /** The payments listed may be the previous delivery's: judge the choice only on the current list. */
  pending: boolean;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const chosen = useAppSelector(checkoutSelectors.selectPayment);
  const supportOf = useWalletSupport();
  // A wallet this browser cannot pay with is not listed: nothing to choose, nothing to explain.
  const listed = payments.methods.filter((method) => supportOf(method.type) === 'available');
  const chosenMethod = listed.find((method) => method.type === chosen);
  const chosenStillFits = chosenMethod?.available === true;

  // A payment that does not go with the new delivery (or this browser) is dropped, not kept silently
  // — but only once the api has listed the payments of that delivery.
  useEffect(() => {
    if (chosen && !chosenStillFits && !pending) dispatch(checkoutActions.paymentCleared());
  }, [chosen, chosenStillFits, pending, dispatch]);

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{intl.formatMessage({ id: 'checkout.payment.legend' })}</legend>
      {listed.map((method) => {
        const id = `payment-${method.type}`;
        return (
          <div key={method.type}>
            <div className={styles.option}>
              <input
                type="radio"
                id={id}
                name="payment"
                value={method.type}
                checked={chosen === method.type && method.available}
                disabled={!method.available}
                onChange={() => dispatch(checkoutActions.paymentChosen(method.type))}
                aria-describedby={`${id}-about`}
              />
              <label htmlFor={id}>
                <span className={styles.optionName}>{method.name}</span>
              </label>
              <span>
                {method.fee.amount === 0 ? (
                  intl.formatMessage({ id: 'checkout.free' })
                ) : (
                  <Price value={method.fee} />
                )}
              </span>
              <span id={`${id}-about`} style={{ gridColumn: '2 / 4' }}>
                {method.description && <span className={styles.muted}>{method.description}</span>}
                {method.testMode && (
                  <span className={styles.muted}>
                    {intl.formatMessage({ id: 'checkout.payment.testMode' })}
                  </span>
                )}
                {!method.available && (
                  <span className={styles.warning}>
                    {method.unavailableReason ?? intl.formatMessage({ id: 'checkout.unavailable' })}
                  </span>
                )}
              </span>
            </div>
            {chosen === 'installments' && method.type === 'installments' && method.available && (
              <div className={styles.details}>
                <InstallmentOptions cartTotal={cartTotal} />
              </div>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
