import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { serviceStatusQuerySchema } from 'shared-domain/contracts';
import { type FormErrors, formErrorsOfIssues } from 'shared-domain/validation';
import { Button, TextField, useShop } from 'shared-ui';
import type { ServiceStatusLookup } from '../booking-api.ts';
import styles from './status-page.module.css';

type StatusField = keyof ServiceStatusLookup;

interface StatusFormProps {
  initial: ServiceStatusLookup;
  onSearch: (lookup: ServiceStatusLookup) => void;
  isSearching: boolean;
}

/** "Číslo zakázky" and "E-mail"; both filled from the confirmation e-mail's link look up at once. */
export function StatusForm({ initial, onSearch, isSearching }: StatusFormProps) {
  const intl = useIntl();
  const { locale } = useShop();
  const idPrefix = useId();
  const [values, setValues] = useState<ServiceStatusLookup>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const t = (id: string) => intl.formatMessage({ id: `service.status.${id}` });

  // Opened from the e-mail's link: show the order without asking to press anything. Once per mount.
  const autoSearched = useRef(false);
  useEffect(() => {
    if (autoSearched.current) return;
    autoSearched.current = true;
    if (initial.number === '' || initial.email === '') return;
    const parsed = serviceStatusQuerySchema.safeParse(initial);
    if (parsed.success) onSearch(parsed.data);
  }, [initial, onSearch]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = serviceStatusQuerySchema.safeParse(values);
    if (!parsed.success) {
      const found = formErrorsOfIssues(parsed.error.issues, locale);
      setErrors(found);
      const first = (['number', 'email'] as const).find((field) => found[field]);
      if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
      return;
    }
    setErrors({});
    onSearch(parsed.data);
  }

  const bind = (field: StatusField) => ({
    id: `${idPrefix}-${field}`,
    name: field,
    value: values[field],
    error: errors[field] || undefined,
    required: true,
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      setErrors((current) => ({ ...current, [field]: '' }));
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
