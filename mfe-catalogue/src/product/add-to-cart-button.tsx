import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, Spinner, useApiErrorMessage, useToast } from 'shared-ui';
import { useAddToCartMutation } from './add-to-cart-api.ts';
import { addToCartErrorMessage } from './add-to-cart-error.ts';
import styles from './product-page.module.css';

/**
 * One piece into the cart; the 'Cart' tag the mutation invalidates refreshes the header badge.
 * The confirmation is a toast (announced once by the toast region) and focus stays on the button,
 * so a keyboard user can go on from where they were.
 */
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
      {/*
        Not disabled while sending (Button's `loading` would): a focused button that turns disabled
        drops the focus to the page body. It says it is busy and ignores a second click instead.
      */}
      <Button
        onClick={isLoading ? undefined : add}
        aria-disabled={isLoading || undefined}
        aria-busy={isLoading || undefined}
        disabled={disabled}
        fullWidth
      >
        {/* For the eye only: the name stays the same while sending, and aria-busy says it works. */}
        {isLoading && (
          <span aria-hidden="true">
            <Spinner size="small" />
          </span>
        )}
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
