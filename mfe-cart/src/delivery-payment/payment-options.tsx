import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { Money, PaymentMethod, Payments } from 'shared-domain';
import { Price, useAppDispatch, useAppSelector } from 'shared-ui';
import { checkoutActions, checkoutSelectors } from '../checkout-state/checkout-slice.ts';
import styles from './delivery-payment.module.css';
import { InstallmentOptions } from './installment-options.tsx';
import { useWalletSupport } from './use-wallet-support.ts';

/** The payment methods as one radio group; wallets only where this browser can pay with them. */
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
  const supportOf = useWalletSupport(payments.methods.map((method) => method.type));
  const canChoose = (method: PaymentMethod) => method.available && supportOf(method.type) === 'available';
  const chosenMethod = payments.methods.find((method) => method.type === chosen);
  const chosenStillFits = chosenMethod !== undefined && canChoose(chosenMethod);
  const walletsPending = chosenMethod !== undefined && supportOf(chosenMethod.type) === 'checking';

  // A payment that does not go with the new delivery (or this browser) is dropped, not kept silently
  // — but only once the api has listed the payments of that delivery.
  useEffect(() => {
    if (chosen && !chosenStillFits && !walletsPending && !pending) dispatch(checkoutActions.paymentCleared());
  }, [chosen, chosenStillFits, walletsPending, pending, dispatch]);

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{intl.formatMessage({ id: 'checkout.payment.legend' })}</legend>
      {payments.methods.map((method) => {
        const id = `payment-${method.type}`;
        const support = supportOf(method.type);
        return (
          <div key={method.type}>
            <div className={styles.option}>
              <input
                type="radio"
                id={id}
                name="payment"
                value={method.type}
                checked={chosen === method.type && canChoose(method)}
                disabled={!canChoose(method)}
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
                {method.available && support === 'checking' && (
                  <span className={styles.muted}>
                    {intl.formatMessage({ id: 'checkout.wallet.checking' })}
                  </span>
                )}
                {method.available && support === 'unavailable' && (
                  <span className={styles.warning}>
                    {intl.formatMessage({ id: 'checkout.wallet.unavailable' }, { name: method.name })}
                  </span>
                )}
              </span>
            </div>
            {chosen === 'installments' && method.type === 'installments' && canChoose(method) && (
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
