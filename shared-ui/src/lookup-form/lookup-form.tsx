import { type FormEvent, useId, useState } from 'react';
import { Button, TextField } from 'shared-ui';
import styles from './lookup-form.module.css';

/** What a customer types to find an order, a buyout or a repair without signing in. */
export interface LookupValues {
  number: string;
  email: string;
}
export type LookupErrors = Partial<Record<keyof LookupValues, string>>;

export interface LookupFormLabels {
  number: string;
  numberHint: string;
  email: string;
  emailHint?: string;
  submit: string;
  /** Screen-reader text of the busy button. */
  searching: string;
}

export interface LookupFormProps {
  initial: LookupValues;
  labels: LookupFormLabels;
  /** The message of each wrong field, in the shop's language; empty when all is fine. */
  validate: (values: LookupValues) => LookupErrors;
  /** Called with the values as typed, once they pass `validate`. */
  onSearch: (values: LookupValues) => void;
  isSearching: boolean;
}

const fields = ['number', 'email'] as const;

/**
 * Number and e-mail, checked in the browser before anything is sent: a wrong field says why under
 * itself and takes the focus, so the customer fixes it without hunting for it.
 */
export function LookupForm({ initial, labels, validate, onSearch, isSearching }: LookupFormProps) {
  const idPrefix = useId();
  const [values, setValues] = useState<LookupValues>(initial);
  const [errors, setErrors] = useState<LookupErrors>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    const first = fields.find((field) => found[field]);
    if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
    else onSearch(values);
  }

  const bind = (field: keyof LookupValues) => ({
    id: `${idPrefix}-${field}`,
    name: field,
    value: values[field],
    error: errors[field],
    required: true,
    label: labels[field],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
    // A field left filled in says at once what is wrong with it; an empty one waits for the submit.
    onBlur: () => {
      if (values[field] !== '') setErrors((current) => ({ ...current, [field]: validate(values)[field] }));
    },
  });

  return (
    <form noValidate onSubmit={submit} className={styles.form}>
      <TextField {...bind('number')} hint={labels.numberHint} autoComplete="off" />
      <TextField
        {...bind('email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        hint={labels.emailHint}
      />
      <Button type="submit" loading={isSearching} loadingLabel={labels.searching}>
        {labels.submit}
      </Button>
    </form>
  );
}
