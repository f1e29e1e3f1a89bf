import type { InputHTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from 'shared-ui';
import type { MessageId } from '../messages/message-ids.ts';
import type { BookingField, BookingValues } from './booking-values.ts';

/** What each part of the booking form needs of the form's state. */
export interface FormBinding {
  values: BookingValues;
  errorOf: (field: BookingField) => string | undefined;
  idOf: (field: BookingField) => string;
  /** Sets a value and clears the message of the field it belongs to. */
  change: <K extends keyof BookingValues>(key: K, value: BookingValues[K], field: BookingField) => void;
}

type TextKey = {
  [K in keyof BookingValues]: BookingValues[K] extends string ? K : never;
}[keyof BookingValues];

interface BoundTextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'form'> {
  form: FormBinding;
  valueKey: TextKey;
  field: BookingField;
  /** Message id of the label; `hintId` of the hint under it. */
  labelId: MessageId;
  hintId?: MessageId;
}

/** A required text field wired to one value of the form and one path of the request. */
export function BoundTextField({ form, valueKey, field, labelId, hintId, ...input }: BoundTextFieldProps) {
  const intl = useIntl();
  return (
    <TextField
      {...input}
      id={form.idOf(field)}
      name={field}
      label={intl.formatMessage({ id: labelId })}
      hint={hintId ? intl.formatMessage({ id: hintId }) : undefined}
      required
      value={form.values[valueKey] as string}
      onChange={(event) => form.change(valueKey, event.target.value, field)}
      error={form.errorOf(field)}
    />
  );
}
