import { useIntl } from 'react-intl';
import {
  composeValidators,
  formatValidationMessage,
  type Validator,
  validateEmail,
  validateMaxLength,
  validateRequired,
} from 'shared-domain/validation';
import { useShop } from 'shared-ui';
import { LookupForm, type LookupValues } from 'shared-ui/lookup-form';
import type { IdUnder } from '../messages/message-ids.ts';

export type TrackingValues = LookupValues;

// The same bounds as the api's tracking query (contracts buyoutTrackingQuerySchema).
const NUMBER_MAX_LENGTH = 30;
const validators: Record<keyof TrackingValues, Validator> = {
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
  const t = (id: IdUnder<'buyout.tracking.'>) => intl.formatMessage({ id: `buyout.tracking.${id}` });

  function errorOf(field: keyof TrackingValues, value: string): string | undefined {
    const code = validators[field](value);
    return code === null
      ? undefined
      : formatValidationMessage(locale, code, { maxlength: NUMBER_MAX_LENGTH });
  }

  return (
    <LookupForm
      initial={{ number: initialNumber, email: '' }}
      labels={{
        number: t('number'),
        numberHint: t('numberHint'),
        email: t('email'),
        emailHint: t('emailHint'),
        submit: t('submit'),
        searching: t('searching'),
      }}
      validate={(values) => ({
        number: errorOf('number', values.number),
        email: errorOf('email', values.email),
      })}
      onSearch={(values) => onSearch({ number: values.number.trim(), email: values.email.trim() })}
      isSearching={isSearching}
    />
  );
}
