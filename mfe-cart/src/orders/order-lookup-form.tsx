import { useIntl } from 'react-intl';
import { orderNumberPattern } from 'shared-domain/contracts';
import { formatValidationMessage, validateEmail, validateRequired } from 'shared-domain/validation';
import { useShop } from 'shared-ui';
import { LookupForm, type LookupValues } from 'shared-ui/lookup-form';
import type { IdUnder } from '../messages/message-ids.ts';

export type OrderLookupValues = LookupValues;

interface OrderLookupFormProps {
  initial: OrderLookupValues;
  onSearch: (values: OrderLookupValues) => void;
  isSearching: boolean;
}

/** Order number and e-mail, checked here with the api's own rules before anything is sent. */
export function OrderLookupForm({ initial, onSearch, isSearching }: OrderLookupFormProps) {
  const intl = useIntl();
  const { locale } = useShop();
  const t = (id: IdUnder<'orders.lookup.'>) => intl.formatMessage({ id: `orders.lookup.${id}` });
  // Order numbers are upper case ("CZ26000123"); a customer may type them in either case.
  const numberOf = (values: OrderLookupValues) => values.number.trim().toUpperCase();

  function numberError(number: string): string | undefined {
    const required = validateRequired(number);
    if (required) return formatValidationMessage(locale, required);
    return orderNumberPattern.test(number)
      ? undefined
      : intl.formatMessage({ id: 'orders.error.invalid_order' });
  }

  function validate(values: OrderLookupValues) {
    const emailCode = validateRequired(values.email.trim()) ?? validateEmail(values.email);
    return {
      number: numberError(numberOf(values)),
      email: emailCode ? formatValidationMessage(locale, emailCode) : undefined,
    };
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
      onSearch={(values) => onSearch({ number: numberOf(values), email: values.email.trim() })}
      isSearching={isSearching}
    />
  );
}
