import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  composeValidators,
  formatValidationMessage,
  type Validator,
  validateEmail,
  validateMaxLength,
  validateRequired,
} from 'shared-domain/validation';
import { Button, TextField, useShop } from 'shared-ui';
import styles from './tracking-page.module.css';

export interface TrackingValues {
  number: string;
  email: string;
}
type TrackingField = keyof TrackingValues;

// The same bounds as the api's tracking query (contracts buyoutTrackingQuerySchema).
const NUMBER_MAX_LENGTH = 30;
const validators: Record<TrackingField, Validator> = {
  number: composeValidators<string>(validateRequired, (value) => validateMaxLength(value, NUMBER_MAX_LENGTH)),
  email: composeValidators<string>(validateRequired, validateEmail),
};

interface TrackingFormProps {
  initialNumber: string;
  onSearch: (values: TrackingValues) => void;
  isSearching: boolean;
}

export function TrackingForm({ initialNumber, onSearch, isSearching }: TrackingFormProps) {
  const intl = useIntl();
  const { locale } = useShop();
  const idPrefix = useId();
  const [values, setValues] = useState<TrackingValues>({ number: initialNumber, email: '' });
  const [errors, setErrors] = useState<Partial<Record<TrackingField, string>>>({});
  const t = (id: string) => intl.formatMessage({ id: `buyout.tracking.${id}` });

  function errorOf(field: TrackingField, value: string): string | undefined {
    const code = validators[field](value);
    return code === null
      ? undefined
      : formatValidationMessage(locale, code, { maxlength: NUMBER_MAX_LENGTH });
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
    onSearch({ number: values.number.trim(), email: values.email.trim() });
  }

  const bind = (field: TrackingField) => ({
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
      <TextField
        {...bind('email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        label={t('email')}
        hint={t('emailHint')}
      />
      <Button type="submit" loading={isSearching} loadingLabel={t('searching')}>
        {t('submit')}
      </Button>
    </form>
  );
}
