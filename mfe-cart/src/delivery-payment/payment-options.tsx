import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { Money, Payments } from 'shared-domain';
import { Price, useAppDispatch, useAppSelector } from 'shared-ui';
import { RadioList } from 'shared-ui/radio-list';
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
    <RadioList
      legend={intl.formatMessage({ id: 'checkout.payment.legend' })}
      name="payment"
      value={chosenStillFits ? chosenMethod.type : undefined}
      onChange={(type) => dispatch(checkoutActions.paymentChosen(type))}
      items={listed.map((method) => ({
        value: method.type,
        label: method.name,
        disabled: !method.available,
        price:
          method.fee.amount === 0 ? (
            intl.formatMessage({ id: 'checkout.free' })
          ) : (
            <Price value={method.fee} />
          ),
        about: (method.description || method.testMode || !method.available) && (
          <>
            {method.description && <span className={styles.muted}>{method.description}</span>}
            {method.testMode && (
              <span className={styles.muted}>{intl.formatMessage({ id: 'checkout.payment.testMode' })}</span>
            )}
            {!method.available && (
              <span className={styles.warning}>
                {method.unavailableReason ?? intl.formatMessage({ id: 'checkout.unavailable' })}
              </span>
            )}
          </>
        ),
        details: method.type === 'installments' && <InstallmentOptions cartTotal={cartTotal} />,
      }))}
    />
  );
}
