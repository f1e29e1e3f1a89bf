import { useIntl } from 'react-intl';
import type { AppliedDiscount } from 'shared-domain';
import { Alert, Button, useFormatMoney } from 'shared-ui';
import { useRemoveDiscountMutation } from '../cart-api.ts';
import styles from './cart-page.module.css';
import { useCartAction } from './use-cart-action.ts';

/** The cart's discounts with what each takes off; an invalid one must be removed before ordering. */
export function AppliedDiscounts({ discounts }: { discounts: AppliedDiscount[] }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const [removeDiscount] = useRemoveDiscountMutation();
  const { run, error } = useCartAction();
  if (discounts.length === 0) return null;
  const anyInvalid = discounts.some((discount) => !discount.valid);

  return (
    <div>
      <h3 className={styles.legend}>{intl.formatMessage({ id: 'cart.discounts.applied' })}</h3>
      {anyInvalid && <Alert tone="warning">{intl.formatMessage({ id: 'cart.discounts.invalid' })}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      <ul className={styles.chosenList}>
        {discounts.map((discount) => (
          <li
            key={`${discount.automatic ? 'automatic' : 'added'}-${discount.id}`}
            className={styles.chosenItem}
          >
            <span>
              {discount.label}
              {discount.code && discount.code !== discount.label ? ` (${discount.code})` : ''}
              {!discount.valid && (
                <span className={styles.invalidBadge}>
                  {' '}
                  {intl.formatMessage({ id: 'cart.discounts.invalidBadge' })}
                </span>
              )}
            </span>
            <span className={styles.strong}>
              {intl.formatMessage({ id: 'cart.discounts.amount' }, { amount: formatMoney(discount.amount) })}
            </span>
            {!discount.automatic && (
              <Button
                variant="ghost"
                size="small"
                aria-label={intl.formatMessage({ id: 'cart.discounts.remove' }, { label: discount.label })}
                onClick={() => run(() => removeDiscount({ discountId: discount.id }).unwrap())}
              >
                ×
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
