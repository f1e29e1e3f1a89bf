import { useIntl } from 'react-intl';
import type { Money } from 'shared-domain';
import { Alert, Button, Price, SkeletonText, useAppDispatch, useAppSelector } from 'shared-ui';
import { useGetCheckoutInstallmentOptionsQuery } from '../checkout-api.ts';
import { checkoutActions, checkoutSelectors } from '../checkout-state/checkout-slice.ts';
import type { MessageId } from '../messages/message-ids.ts';
import styles from './delivery-payment.module.css';

const arrangeTypes = ['online', 'on-store'] as const;

/** Where the loan is arranged, in words: a new way without its words fails tsc. */
const arrangeLabel: Record<(typeof arrangeTypes)[number], MessageId> = {
  online: 'checkout.installments.arrange.online',
  'on-store': 'checkout.installments.arrange.on-store',
};

/** The installment companies' best offers for the cart (barem, type, count, monthly, APR) and how to sign. */
export function InstallmentOptions({ cartTotal }: { cartTotal: Money }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const chosen = useAppSelector(checkoutSelectors.selectInstallment);
  const { data: options, isLoading, isError, refetch, isFetching } = useGetCheckoutInstallmentOptionsQuery();
  const arrangeType = chosen?.arrangeType ?? 'online';

  if (isLoading) return <SkeletonText lines={3} />;
  if (isError || !options) {
    return (
      <Alert tone="error">
        <p>{intl.formatMessage({ id: 'checkout.installments.failed' })}</p>
        <Button variant="secondary" size="small" onClick={() => void refetch()} loading={isFetching}>
          {intl.formatMessage({ id: 'checkout.retry' })}
        </Button>
      </Alert>
    );
  }
  const percent = new Intl.NumberFormat(intl.locale, { maximumFractionDigits: 2 });
  return (
    <div>
      <table className={styles.table}>
        <caption>
          {intl.formatMessage({ id: 'checkout.installments.caption' })} <Price value={cartTotal} />
        </caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'checkout.installments.choose' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'checkout.installments.barem' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'checkout.installments.type' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'checkout.installments.count' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'checkout.installments.monthly' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'checkout.installments.apr' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'checkout.installments.total' })}</th>
          </tr>
        </thead>
        <tbody>
          {options.map((offer) => (
            <tr key={offer.code}>
              <td>
                <input
                  type="radio"
                  name="installment"
                  checked={chosen?.code === offer.code}
                  aria-label={intl.formatMessage(
                    { id: 'checkout.installments.option' },
                    { barem: offer.barem, count: offer.count },
                  )}
                  onChange={() =>
                    dispatch(checkoutActions.installmentChosen({ code: offer.code, arrangeType }))
                  }
                />
              </td>
              <td>
                {offer.barem}
                <span className={styles.muted}>
                  {offer.provider}
                  {offer.testMode ? ` · ${intl.formatMessage({ id: 'checkout.testMode' })}` : ''}
                </span>
              </td>
              <td>{offer.type}</td>
              <td>{offer.count}</td>
              <td>
                <Price value={offer.monthly} />
              </td>
              <td>{percent.format(offer.apr)} %</td>
              <td>
                <Price value={offer.total} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <fieldset className={styles.group}>
        <legend>{intl.formatMessage({ id: 'checkout.installments.arrange' })}</legend>
        <div className={styles.row}>
          {arrangeTypes.map((type) => (
            <label key={type}>
              <input
                type="radio"
                name="installment-arrange"
                value={type}
                checked={arrangeType === type}
                disabled={!chosen}
                onChange={() =>
                  chosen && dispatch(checkoutActions.installmentChosen({ ...chosen, arrangeType: type }))
                }
              />{' '}
              {intl.formatMessage({ id: arrangeLabel[type] })}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
