import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { serviceStatusQuerySchema } from 'shared-domain/contracts';
import { formErrorsOfIssues } from 'shared-domain/validation';
import { useShop } from 'shared-ui';
import { LookupForm, type LookupValues } from 'shared-ui/lookup-form';
import type { ServiceStatusLookup } from '../booking-api.ts';
import type { IdUnder } from '../messages/message-ids.ts';

interface StatusFormProps {
  initial: ServiceStatusLookup;
  onSearch: (lookup: ServiceStatusLookup) => void;
  isSearching: boolean;
}

/** "Číslo zakázky" and "E-mail"; both filled from the confirmation e-mail's link look up at once. */
export function StatusForm({ initial, onSearch, isSearching }: StatusFormProps) {
  const intl = useIntl();
  const { locale } = useShop();
  const t = (id: IdUnder<'service.status.'>) => intl.formatMessage({ id: `service.status.${id}` });

  // Opened from the e-mail's link: show the order without asking to press anything. Once per mount.
  const autoSearched = useRef(false);
  useEffect(() => {
    if (autoSearched.current) return;
    autoSearched.current = true;
    if (initial.number === '' || initial.email === '') return;
    const parsed = serviceStatusQuerySchema.safeParse(initial);
    if (parsed.success) onSearch(parsed.data);
  }, [initial, onSearch]);

  // The api's own schema checks the form, so the browser and the api never disagree.
  function validate(values: LookupValues) {
    const parsed = serviceStatusQuerySchema.safeParse(values);
    if (parsed.success) return {};
    const errors = formErrorsOfIssues(parsed.error.issues, locale);
    return { number: errors.number || undefined, email: errors.email || undefined };
  }

  return (
    <LookupForm
      initial={initial}
      labels={{
        number: t('number'),
        numberHint: t('numberHint'),
        email: t('email'),
        submit: t('submit'),
        searching: t('searching'),
      }}
      validate={validate}
      onSearch={(values) => onSearch(serviceStatusQuerySchema.parse(values))}
      isSearching={isSearching}
    />
  );
}
