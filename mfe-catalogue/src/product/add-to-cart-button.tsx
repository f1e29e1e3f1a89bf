import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, useApiErrorMessage, useToast } from 'shared-ui';
import { useAddToCartMutation } from '../catalogue-api.ts';
import { addToCartErrorMessage } from './add-to-cart-error.ts';
import styles from './product-page.module.css';

/** One piece into the cart; the 'Cart' tag the mutation invalidates refreshes the header badge. */
export function AddToCartButton({ productId, disabled }: { productId: number; disabled: boolean }) {
  const intl = useIntl();
  const toast = useToast();
  const describe = useApiErrorMessage();
  const [addToCart, { isLoading }] = useAddToCartMutation();
  const [error, setError] = useState<string | null>(null);

  async function add() {
    setError(null);
    try {
      await addToCart({ productId, quantity: 1 }).unwrap();
      toast.show({ tone: 'success', message: intl.formatMessage({ id: 'catalogue.productPage.added' }) });
    } catch (caught) {
      setError(addToCartErrorMessage(caught) ?? describe(caught));
    }
  }

  return (
    <div className={styles.buy}>
      <Button
        onClick={add}
        loading={isLoading}
        loadingLabel={intl.formatMessage({ id: 'catalogue.productPage.adding' })}
        disabled={disabled}
        fullWidth
      >
        {intl.formatMessage({ id: 'catalogue.productPage.addToCart' })}
      </Button>
      {error && (
        <Alert tone="error" title={intl.formatMessage({ id: 'catalogue.productPage.addFailed' })}>
          <p>{error}</p>
        </Alert>
      )}
    </div>
  );
}
