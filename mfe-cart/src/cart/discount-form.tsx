import { type FormEvent, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApplyDiscount, Locale } from 'shared-domain';
import {
  formatValidationMessage,
  normalizeIsic,
  validateIsic,
  validateRequired,
} from 'shared-domain/validation';
import { Alert, Button, isApiError, TextField, useApiErrorMessage } from 'shared-ui';
import { useApplyDiscountMutation } from '../cart-api.ts';
import type { MessageId } from '../messages/message-ids.ts';
import { cartErrorMessage, cartFieldErrors } from './cart-error.ts';
import styles from './cart-page.module.css';

type Kind = 'code' | 'isic';
type Field = 'code' | 'cardNumber' | 'cardHolder';
type Errors = Partial<Record<Field, string>>;

const fieldsOf: Record<Kind, Field[]> = { code: ['code'], isic: ['cardNumber', 'cardHolder'] };

/** Each kind of discount in words: a new kind without its words fails tsc. */
const kindLabel: Record<Kind, MessageId> = {
  code: 'cart.discounts.kind.code',
  isic: 'cart.discounts.kind.isic',
};

/** A discount code or an ISIC card (number and holder), checked by the api. */
export function DiscountForm() {
  const intl = useIntl();
  const describeApiError = useApiErrorMessage();
  const locale = intl.locale as Locale;
  const kindName = useId();
  const [kind, setKind] = useState<Kind>('code');
  const [values, setValues] = useState<Record<Field, string>>({ code: '', cardNumber: '', cardHolder: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string>();
  const refs = {
    code: useRef<HTMLInputElement>(null),
    cardNumber: useRef<HTMLInputElement>(null),
    cardHolder: useRef<HTMLInputElement>(null),
  };
  const [apply, { isLoading }] = useApplyDiscountMutation();

  const message = (code: Parameters<typeof formatValidationMessage>[1]) =>
    formatValidationMessage(locale, code);

  function validate(): Errors {
    const found: Errors = {};
    if (kind === 'code') {
      const code = validateRequired(values.code.trim());
      if (code) found.code = message(code);
    } else {
      const number = validateRequired(values.cardNumber.trim()) ?? validateIsic(values.cardNumber);
      const holder = validateRequired(values.cardHolder.trim());
      if (number) found.cardNumber = message(number);
      if (holder) found.cardHolder = message(holder);
    }
    return found;
  }

  function showErrors(found: Errors) {
    setErrors(found);
    const first = fieldsOf[kind].find((field) => found[field]);
    if (first) refs[first].current?.focus();
  }

  function request(): ApplyDiscount {
    return kind === 'code'
      ? { code: values.code.trim() }
      : { isic: { cardNumber: normalizeIsic(values.cardNumber), cardHolder: values.cardHolder.trim() } };
  }

  /** 400: the code (or card) was refused — at the field; 429: too many guesses, and how long to wait; else the form. */
  function failed(error: unknown) {
    if (isApiError(error) && error.status === 429) return setFormError(describeApiError(error));
    if (isApiError(error) && error.status === 400) {
      const fields = cartFieldErrors(error, locale);
      const found: Errors = {};
      for (const field of fieldsOf[kind]) if (fields[field]) found[field] = fields[field];
      if (Object.keys(found).length === 0) {
        found[kind === 'code' ? 'code' : 'cardNumber'] = intl.formatMessage({
          id: 'cart.discounts.invalidCode',
        });
      }
      return showErrors(found);
    }
    setFormError(cartErrorMessage(error, locale) ?? intl.formatMessage({ id: 'ui.error.generic' }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(undefined);
    const found = validate();
    if (Object.keys(found).length > 0) return showErrors(found);
    try {
      await apply(request()).unwrap();
      setValues({ code: '', cardNumber: '', cardHolder: '' });
      setErrors({});
    } catch (error) {
      failed(error);
    }
  }

  function field(name: Field, labelId: MessageId, autoComplete = 'off') {
    return (
      <TextField
        ref={refs[name]}
        className={styles.grow}
        name={name}
        autoComplete={autoComplete}
        required
        label={intl.formatMessage({ id: labelId })}
        value={values[name]}
        error={errors[name]}
        onChange={(event) => {
          setValues({ ...values, [name]: event.target.value });
          setErrors({ ...errors, [name]: undefined });
        }}
      />
    );
  }

  return (
    <form
      className={styles.inlineForm}
      noValidate
      onSubmit={submit}
      aria-label={intl.formatMessage({ id: 'cart.discounts.title' })}
    >
      <fieldset className={styles.switch}>
        <legend className={styles.legend}>{intl.formatMessage({ id: 'cart.discounts.kind' })}</legend>
        {(['code', 'isic'] as const).map((option) => (
          <label key={option} className={styles.radio}>
            <input
              type="radio"
              name={kindName}
              value={option}
              checked={kind === option}
              onChange={() => {
                setKind(option);
                setErrors({});
                setFormError(undefined);
              }}
            />
            {intl.formatMessage({ id: kindLabel[option] })}
          </label>
        ))}
      </fieldset>
      {formError && <Alert tone="error">{formError}</Alert>}
      <div className={styles.inlineRow}>
        {kind === 'code' ? (
          field('code', 'cart.discounts.code')
        ) : (
          <>
            {field('cardNumber', 'cart.discounts.isic.number')}
            {field('cardHolder', 'cart.discounts.isic.holder', 'name')}
          </>
        )}
        <Button
          type="submit"
          variant="secondary"
          loading={isLoading}
          loadingLabel={intl.formatMessage({ id: 'cart.discounts.applying' })}
        >
          {intl.formatMessage({ id: 'cart.discounts.apply' })}
        </Button>
      </div>
    </form>
  );
}
