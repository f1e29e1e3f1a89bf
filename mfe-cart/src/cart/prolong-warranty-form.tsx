import { type FormEvent, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from 'shared-domain';
import { formatValidationMessage, validateMinLength, validateRequired } from 'shared-domain/validation';
import { Alert, Button, isApiError, TextField } from 'shared-ui';
import { useUpdateCartItemMutation } from '../cart-api.ts';
import { cartErrorMessage, cartFieldErrors } from './cart-error.ts';
import styles from './cart-page.module.css';

const MIN_CODE_LENGTH = 4;

/** A prolong-warranty code instead of a warranty offer (the package item's prolong_warranty_code). */
export function ProlongWarrantyForm({ itemId }: { itemId: number }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const formId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [updateItem, { isLoading }] = useUpdateCartItemMutation();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(undefined);
    const trimmed = code.trim();
    const invalid = validateRequired(trimmed) ?? validateMinLength(trimmed, MIN_CODE_LENGTH);
    if (invalid) {
      setFieldError(formatValidationMessage(locale, invalid, { minlength: MIN_CODE_LENGTH }));
      inputRef.current?.focus();
      return;
    }
    try {
      await updateItem({ itemId, change: { options: { prolongWarrantyCode: trimmed } } }).unwrap();
      setCode('');
      setFieldError(undefined);
    } catch (error) {
      // A refused code (400) belongs to the field; anything else to the form.
      const message = cartFieldErrors(error, locale).prolongWarrantyCode ?? cartErrorMessage(error, locale);
      if (isApiError(error) && error.status === 400 && message) {
        setFieldError(message);
        inputRef.current?.focus();
      } else {
        setFormError(message ?? intl.formatMessage({ id: 'ui.error.generic' }));
      }
    }
  }

  return (
    <form className={styles.inlineForm} noValidate onSubmit={submit} aria-labelledby={`${formId}-label`}>
      <span id={`${formId}-label`} hidden>
        {intl.formatMessage({ id: 'cart.subCart.prolongCode' })}
      </span>
      {formError && <Alert tone="error">{formError}</Alert>}
      <div className={styles.inlineRow}>
        <TextField
          ref={inputRef}
          className={styles.grow}
          name="prolongWarrantyCode"
          autoComplete="off"
          label={intl.formatMessage({ id: 'cart.subCart.prolongCode' })}
          hint={intl.formatMessage({ id: 'cart.subCart.prolongCode.hint' })}
          value={code}
          error={fieldError}
          onChange={(event) => {
            setCode(event.target.value);
            setFieldError(undefined);
          }}
        />
        <Button type="submit" variant="secondary" loading={isLoading}>
          {intl.formatMessage({ id: 'cart.subCart.prolongCode.apply' })}
        </Button>
      </div>
    </form>
  );
}
