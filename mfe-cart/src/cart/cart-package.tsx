import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { type CartPackage as Package, productPath } from 'shared-domain';
import { Alert, Button, ConfirmDialog, Link, Price, useShop } from 'shared-ui';
import { useRemoveCartProductMutation, useUpdateCartItemMutation } from '../cart-api.ts';
import { pushAddToCart } from './add-to-cart-event.ts';
import { BuyoutBonusSection } from './buyout-bonus-section.tsx';
import styles from './cart-page.module.css';
import { QuantityStepper } from './quantity-stepper.tsx';
import { SubCart } from './sub-cart.tsx';
import { useCartAction } from './use-cart-action.ts';

export interface CartPackageProps {
  item: Package;
  buyoutBonusPercent: number;
}

/** One product of the cart with its quantity, its sub-cart (services) and its buyout bonus. */
export function CartPackage({ item, buyoutBonusPercent }: CartPackageProps) {
  const intl = useIntl();
  const { currency } = useShop();
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const [updateItem, { isLoading: updating }] = useUpdateCartItemMutation();
  const [removeProduct, { isLoading: removing }] = useRemoveCartProductMutation();
  const { run, error } = useCartAction();

  async function changeQuantity(quantity: number) {
    const added = quantity - item.quantity;
    const done = await run(() => updateItem({ itemId: item.id, change: { quantity } }).unwrap());
    if (done && added > 0) pushAddToCart(item, added, currency);
  }

  async function remove() {
    await run(() => removeProduct({ productSeoName: item.productSeoName }).unwrap());
    setConfirming(false);
  }

  const name = item.typeSeoName ? (
    <Link to={productPath(item.typeSeoName, item.productSeoName)}>{item.name}</Link>
  ) : (
    item.name
  );

  return (
    <li className={styles.package} aria-labelledby={headingId}>
      <div className={styles.packageMain}>
        <img className={styles.image} src={item.imageUrl} alt="" width={80} height={80} loading="lazy" />
        <div className={styles.packageInfo}>
          <h3 id={headingId} className={styles.packageName}>
            {name}
          </h3>
          {item.variant && (
            <p className={styles.muted}>
              {intl.formatMessage({ id: 'cart.package.variant' }, { variant: item.variant })}
            </p>
          )}
          {item.installment && (
            <p className={styles.muted}>{intl.formatMessage({ id: 'cart.package.installment' })}</p>
          )}
          <p className={styles.muted}>
            {intl.formatMessage({ id: 'cart.package.unitPrice' })}: <Price value={item.unitPrice} />
          </p>
        </div>
        <div className={styles.packageActions}>
          <QuantityStepper
            productName={item.name}
            quantity={item.quantity}
            stock={item.stock}
            busy={updating}
            onChange={changeQuantity}
          />
          <p className={styles.packageTotal}>
            <span className={styles.muted}>{intl.formatMessage({ id: 'cart.package.total' })} </span>
            <Price value={item.total} />
          </p>
          <Button
            variant="ghost"
            size="small"
            aria-label={intl.formatMessage({ id: 'cart.remove.label' }, { name: item.name })}
            onClick={() => setConfirming(true)}
          >
            {intl.formatMessage({ id: 'cart.remove' })}
          </Button>
        </div>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      <SubCart item={item} />
      <BuyoutBonusSection item={item} percent={buyoutBonusPercent} />
      <ConfirmDialog
        open={confirming}
        title={intl.formatMessage({ id: 'cart.remove.title' })}
        confirmLabel={intl.formatMessage({ id: 'cart.remove.confirm' })}
        destructive
        busy={removing}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      >
        <p>{intl.formatMessage({ id: 'cart.remove.text' }, { name: item.name })}</p>
      </ConfirmDialog>
    </li>
  );
}
