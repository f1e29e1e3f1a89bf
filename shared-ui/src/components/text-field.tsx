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

export interface TextFieldProps
  extends FieldTextProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, hint, id, className, required, ...input }: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <div className={classNames(styles.field, className)}>
      <label htmlFor={ids.inputId} className={styles.label}>
        {label}
        <RequiredMark required={required} />
      </label>
      <input
        type="text"
        {...input}
        required={required}
        className={styles.control}
        {...describedControlProps(ids, { error, hint }, input['aria-describedby'])}
      />
      <FieldMessages ids={ids} error={error} hint={hint} />
    </div>
  );
}
