import type { InputHTMLAttributes, Ref } from 'react';
import { classNames } from './class-names.ts';
import styles from './field.module.css';
import { FieldMessages, type FieldTextProps, RequiredMark, useLabelledField } from './field-parts.tsx';

export interface CheckboxFieldProps
  extends FieldTextProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'children' | 'type'> {
  ref?: Ref<HTMLInputElement>;
}

/** Label beside the box instead of above it, so its own frame; the wiring is the other fields'. */
export function CheckboxField(props: CheckboxFieldProps) {
  const { frame, control } = useLabelledField(props);
  const { ids, label, error, hint, required, className } = frame;
  return (
    <div className={classNames(styles.field, className)}>
      <div className={styles.checkboxRow}>
        <input {...control} type="checkbox" className={styles.checkbox} />
        <label htmlFor={ids.inputId} className={classNames(styles.label, styles.checkboxLabel)}>
          {label}
          <RequiredMark required={required} />
        </label>
      </div>
      <FieldMessages ids={ids} error={error} hint={hint} />
    </div>
  );
}
