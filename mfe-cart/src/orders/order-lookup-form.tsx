import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { orderNumberPattern } from 'shared-domain/contracts';
import { formatValidationMessage, validateEmail, validateRequired } from 'shared-domain/validation';
import { Button, TextField, useShop } from 'shared-ui';
import styles from './orders.module.css';

export interface OrderLookupValues {
  number: string;
  email: string;
}
type LookupField = keyof OrderLookupValues;

interface OrderLookupFormProps {
  initial: OrderLookupValues;
  onSearch: (values: OrderLookupValues) => void;
  isSearching: boolean;
}

/** Order number and e-mail, checked here with the api's own rules before anything is sent. */
export function OrderLookupForm({ initial, onSearch, isSearching }: OrderLookupFormProps) {
  const intl = useIntl();
  const { locale } = useShop();
  const idPrefix = useId();
  const [values, setValues] = useState<OrderLookupValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<LookupField, string>>>({});
  const t = (id: string) => intl.formatMessage({ id: `orders.lookup.${id}` });

  function errorOf(field: LookupField, raw: string): string | undefined {
    const value = field === 'number' ? raw.trim().toUpperCase() : raw;
    const required = validateRequired(value.trim());
    if (required) return formatValidationMessage(locale, required);
    if (field === 'number') {
      return orderNumberPattern.test(value)
        ? undefined
        : intl.formatMessage({ id: 'orders.error.invalid_order' });
    }
    const email = validateEmail(value);
    return email ? formatValidationMessage(locale, email) : undefined;
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = { number: errorOf('number', values.number), email: errorOf('email', values.email) };
    setErrors(found);
    const first = (['number', 'email'] as const).find((field) => found[field]);
    if (first) {
      document.getElementById(`${idPrefix}-${first}`)?.focus();
      return;
    }
    onSearch({ number: values.number.trim().toUpperCase(), email: values.email.trim() });
  }

  const bind = (field: LookupField) => ({
    id: `${idPrefix}-${field}`,
    name: field,
    value: values[field],
    error: errors[field],
    required: true,
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
    onBlur: () => {
      if (values[field] !== '')
        setErrors((current) => ({ ...current, [field]: errorOf(field, values[field]) }));
    },
  });

  return (
    <form noValidate onSubmit={submit} className={styles.form}>
      <TextField {...bind('number')} label={t('number')} hint={t('numberHint')} autoComplete="off" />
      <TextField {...bind('email')} type="email" inputMode="email" autoComplete="email" label={t('email')} />
      <Button type="submit" loading={isSearching} loadingLabel={t('searching')}>
        {t('submit')}
      </Button>
    </form>
  );
}
