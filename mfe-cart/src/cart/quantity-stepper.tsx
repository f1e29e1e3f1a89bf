import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, visuallyHidden } from 'shared-ui';
import styles from './cart-page.module.css';

export const MAX_PIECES = 99;

export interface QuantityStepperProps {
  productName: string;
  quantity: number;
  stock: number;
  busy: boolean;
  onChange: (quantity: number) => void;
}

/**
 * − [n] + for one package. The buttons send at once; a typed number is sent on blur or Enter, so
 * typing "12" does not send "1" first. Bounds: 1 to min(99, stock), the quantity already in the cart
 * stays allowed even when stock dropped below it (the api reports that as a problem). The buttons
 * stay enabled while a change is sent (a disabled button drops keyboard focus); clicks then wait.
 * The buttons' names start with the symbol they show ("− Ubrat kus"), so a voice-control user who
 * says what they see reaches them (label in name); the words follow, visually hidden.
 */
export function QuantityStepper({ productName, quantity, stock, busy, onChange }: QuantityStepperProps) {
  const intl = useIntl();
  const inputId = useId();
  const max = Math.max(1, Math.min(MAX_PIECES, Math.max(stock, quantity)));
  const [draft, setDraft] = useState(String(quantity));

  // The server's quantity wins after each change (or a refused one).
  useEffect(() => setDraft(String(quantity)), [quantity]);

  function commit() {
    const value = Number.parseInt(draft, 10);
    if (!Number.isFinite(value)) return setDraft(String(quantity));
    const bounded = Math.min(max, Math.max(1, value));
    setDraft(String(bounded));
    if (bounded !== quantity) onChange(bounded);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  }

  return (
    <fieldset className={styles.stepper} aria-busy={busy || undefined}>
      <legend className={visuallyHidden}>
        {intl.formatMessage({ id: 'cart.quantity.label' })} – {productName}
      </legend>
      <label htmlFor={inputId} className={visuallyHidden}>
        {intl.formatMessage({ id: 'cart.quantity.label' })}
      </label>
      <Button
        variant="secondary"
        size="small"
        disabled={quantity <= 1}
        onClick={() => !busy && onChange(quantity - 1)}
      >
        −<span className={visuallyHidden}> {intl.formatMessage({ id: 'cart.quantity.decrease' })}</span>
      </Button>
      <input
        id={inputId}
        className={styles.quantity}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        value={draft}
        readOnly={busy}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      <Button
        variant="secondary"
        size="small"
        disabled={quantity >= max}
        onClick={() => !busy && onChange(quantity + 1)}
      >
        +<span className={visuallyHidden}> {intl.formatMessage({ id: 'cart.quantity.increase' })}</span>
      </Button>
    </fieldset>
  );
}
