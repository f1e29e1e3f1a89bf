import type { Ref, TextareaHTMLAttributes } from 'react';
import { classNames } from './class-names.ts';
import styles from './field.module.css';
import {
  describedControlProps,
  FieldMessages,
  type FieldTextProps,
  RequiredMark,
  useFieldIds,
} from './field-parts.tsx';

export interface TextAreaFieldProps
  extends FieldTextProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({
  label,
  error,
  hint,
  id,
  className,
  required,
  ...textarea
}: TextAreaFieldProps) {
  const ids = useFieldIds(id);
  return (
    <div className={classNames(styles.field, className)}>
      <label htmlFor={ids.inputId} className={styles.label}>
        {label}
        <RequiredMark required={required} />
      </label>
      <textarea
        {...textarea}
        required={required}
        className={styles.control}
        {...describedControlProps(ids, { error, hint }, textarea['aria-describedby'])}
      />
      <FieldMessages ids={ids} error={error} hint={hint} />
    </div>
  );
}
