import type { Ref, SelectHTMLAttributes } from 'react';
import { classNames } from './class-names.ts';
import styles from './field.module.css';
import {
  describedControlProps,
  FieldMessages,
  type FieldTextProps,
  RequiredMark,
  useFieldIds,
} from './field-parts.tsx';

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

export function SelectField({
  label,
  error,
  hint,
  id,
  className,
  required,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  const ids = useFieldIds(id);
  return (
    <div className={classNames(styles.field, className)}>
      <label htmlFor={ids.inputId} className={styles.label}>
        {label}
        <RequiredMark required={required} />
      </label>
      <select
        {...select}
        required={required}
        className={styles.control}
        {...describedControlProps(ids, { error, hint }, select['aria-describedby'])}
      >
        {placeholder !== undefined && (
          <option value="" disabled={required}>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages ids={ids} error={error} hint={hint} />
    </div>
  );
}
