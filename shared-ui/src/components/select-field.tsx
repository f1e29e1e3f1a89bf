import type { Ref, SelectHTMLAttributes } from 'react';
import { type FieldTextProps, LabelledField, useLabelledField } from './field-parts.tsx';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps
  extends FieldTextProps,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  options: readonly SelectOption[];
  /** Text of an empty first option ("Vyberte…"); it cannot be chosen again once a value is picked if required. */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({ options, placeholder, ...field }: SelectFieldProps) {
  const { frame, control } = useLabelledField(field);
  return (
    <LabelledField {...frame}>
      <select {...control}>
        {placeholder !== undefined && (
          <option value="" disabled={frame.required}>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}
