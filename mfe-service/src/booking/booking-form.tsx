import { type FormEvent, useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from 'shared-domain';
import type { FormErrors } from 'shared-domain/validation';
import {
  Alert,
  Button,
  CheckboxField,
  FormError,
  type FormErrorItem,
  TextAreaField,
  useShop,
  useWhoAmIQuery,
} from 'shared-ui';
import type { IdUnder } from '../messages/message-ids.ts';
import styles from './booking-page.module.css';
import type { BookingQuery } from './booking-query.ts';
import {
  type BookingField,
  type BookingValues,
  bookingFields,
  checkBooking,
  emptyBookingValues,
} from './booking-values.ts';
import { BoundTextField, type FormBinding } from './form-binding.tsx';
import { type CentresState, HandoverFields } from './handover-fields.tsx';
import { RadioGroup } from './radio-group.tsx';
import { useBookingSubmit } from './use-booking-submit.ts';

/** One linked item per field with an error in the form's order, then messages no field shows. */
function summaryOf(errors: FormErrors, idOf: (field: BookingField) => string): FormErrorItem[] {
  const known = new Set<string>(bookingFields);
  const atFields = bookingFields
    .filter((field) => errors[field])
    .map((field) => ({ fieldId: idOf(field), message: errors[field] }));
  const elsewhere = Object.entries(errors)
    .filter(([path]) => !known.has(path))
    .map(([, message]) => ({ message }));
  return [...atFields, ...elsewhere];
}

/** The signed-in customer's name and e-mail fill the empty contact fields (never what was typed). */
function usePrefill(setValues: (update: (current: BookingValues) => BookingValues) => void) {
  const { data } = useWhoAmIQuery();
  const user = data?.user;
  useEffect(() => {
    if (!user) return;
    setValues((current) => ({
      ...current,
      firstName: current.firstName || user.firstName,
      lastName: current.lastName || user.lastName,
      email: current.email || user.email,
    }));
  }, [user, setValues]);
}

export function BookingForm({ query, centres }: { query: BookingQuery; centres: CentresState }) {
  const intl = useIntl();
  const { shop, locale } = useShop();
  const idPrefix = useId();
  const [values, setValues] = useState<BookingValues>(emptyBookingValues);
  const [errors, setErrors] = useState<FormErrors>({});
  const [summary, setSummary] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string>();
  // A new key per failed submit remounts the summary, which then takes the focus again.
  const [attempt, setAttempt] = useState(0);
  const { submit, busy } = useBookingSubmit();
  usePrefill(setValues);
  const t = (id: IdUnder<'service.booking.'>) => intl.formatMessage({ id: `service.booking.${id}` });

  const form: FormBinding = {
    values,
    errorOf: (field) => errors[field] || undefined,
    idOf: (field) => `${idPrefix}-${field.replace('.', '-')}`,
    change: (key, value, field) => {
      setValues((current) => ({ ...current, [key]: value }));
      // The message goes once the user works on the field; the summary stays until the next submit.
      setErrors((current) => ({ ...current, [field]: '' }));
    },
  };

  function fail(found: FormErrors, message?: string) {
    setErrors(found);
    setSummary(found);
    setFormError(message);
    setAttempt((current) => current + 1);
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const check = checkBooking(shop, locale as Locale, query, values, centres.centres);
    if (!check.ok) return fail(check.errors);
    setSummary({});
    setFormError(undefined);
    const failure = await submit(check.body);
    if (failure?.kind === 'invalid') {
      const hasErrors = Object.keys(failure.errors).length > 0;
      fail(failure.errors, hasErrors ? undefined : failure.message);
    } else if (failure) fail({}, failure.message);
  }

  const summaryItems = summaryOf(summary, form.idOf);
  return (
    <form noValidate onSubmit={send} className={styles.form} aria-label={t('form.title')}>
      {summaryItems.length > 0 && <FormError key={attempt} errors={summaryItems} />}
      {formError && summaryItems.length === 0 && (
        <Alert key={attempt} tone="error">
          {formError}
        </Alert>
      )}
      <HandoverFields form={form} centres={centres} />
      <fieldset className={styles.group}>
        <legend>{t('contact.legend')}</legend>
        <BoundTextField
          form={form}
          valueKey="firstName"
          field="first_name"
          labelId="service.booking.firstName"
          autoComplete="given-name"
        />
        <BoundTextField
          form={form}
          valueKey="lastName"
          field="last_name"
          labelId="service.booking.lastName"
          autoComplete="family-name"
        />
        <BoundTextField
          form={form}
          valueKey="email"
          field="email"
          labelId="service.booking.email"
          type="email"
          inputMode="email"
          autoComplete="email"
        />
        <BoundTextField
          form={form}
          valueKey="phone"
          field="phone"
          labelId="service.booking.phone"
          hintId="service.booking.phoneHint"
          type="tel"
          autoComplete="tel"
        />
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t('identification.legend')}</legend>
        <RadioGroup
          legend={t('identifier.legend')}
          name="identifier_kind"
          id={form.idOf('identifier_kind')}
          value={values.identifierKind}
          options={[
            { value: 'imei', label: t('identifier.imei') },
            { value: 'serial', label: t('identifier.serial') },
          ]}
          onChange={(value) => form.change('identifierKind', value, 'identifier_kind')}
        />
        {values.identifierKind === 'imei' ? (
          <BoundTextField
            form={form}
            valueKey="imei"
            field="imei"
            labelId="service.booking.imei"
            hintId="service.booking.imeiHint"
            inputMode="numeric"
            autoComplete="off"
          />
        ) : (
          <BoundTextField
            form={form}
            valueKey="serialNumber"
            field="serial_number"
            labelId="service.booking.serialNumber"
            hintId="service.booking.serialNumberHint"
            autoComplete="off"
          />
        )}
        <TextAreaField
          id={form.idOf('fault_description')}
          name="fault_description"
          label={t('faultDescription')}
          hint={t('faultDescriptionHint')}
          required
          rows={4}
          value={values.faultDescription}
          onChange={(event) => form.change('faultDescription', event.target.value, 'fault_description')}
          error={form.errorOf('fault_description')}
        />
      </fieldset>
      <CheckboxField
        id={form.idOf('consent_terms')}
        name="consent_terms"
        label={t('consent')}
        required
        checked={values.consentTerms}
        onChange={(event) => form.change('consentTerms', event.target.checked, 'consent_terms')}
        error={form.errorOf('consent_terms')}
      />
      <Button type="submit" loading={busy} loadingLabel={t('sending')}>
        {t('submit')}
      </Button>
    </form>
  );
}
