import type { InputHTMLAttributes, Ref } from 'react';
import { classNames } from './class-names.ts';
import styles from './field.module.css';
import {
  describedControlProps,
  FieldMessages,
  type FieldTextProps,
  RequiredMark,
  useFieldIds,
} from './field-parts.tsx';

export interface CheckboxFieldProps
  extends FieldTextProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'children' | 'type'> {
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({ label, error, hint, id, className, required, ...input }: CheckboxFieldProps) {
  const ids = useFieldIds(id);
  return (
    <div className={classNames(styles.field, className)}>
      <div className={styles.checkboxRow}>
        <input
          {...input}
          type="checkbox"
          required={required}
          className={styles.checkbox}
          {...describedControlProps(ids, { error, hint }, input['aria-describedby'])}
        />
        <label htmlFor={ids.inputId} className={classNames(styles.label, styles.checkboxLabel)}>
          {label}
          <RequiredMark required={required} />
        </label>
      </div>
      <FieldMessages ids={ids} error={error} hint={hint} />
    </div>
  );
}
