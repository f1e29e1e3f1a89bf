import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { classNames } from './class-names.ts';
import styles from './field.module.css';

export interface FieldTextProps {
  label: ReactNode;
  /** Shown under the field and linked with aria-describedby; the user's input is never cleared. */
  error?: string;
  hint?: ReactNode;
}

export interface FieldIds {
  inputId: string;
  hintId: string;
  errorId: string;
}

function useFieldIds(id: string | undefined): FieldIds {
  const generated = useId();
  const inputId = id ?? generated;
  return { inputId, hintId: `${inputId}-hint`, errorId: `${inputId}-error` };
}

/** Attributes that tie a control to its hint and error, keeping any describedby the caller set. */
function describedControlProps(
  ids: FieldIds,
  { error, hint }: Pick<FieldTextProps, 'error' | 'hint'>,
  describedBy: string | undefined,
) {
  const describers = [error ? ids.errorId : undefined, hint ? ids.hintId : undefined, describedBy].filter(
    Boolean,
  );
  return {
    id: ids.inputId,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describers.length > 0 ? describers.join(' ') : undefined,
  };
}

export function RequiredMark({ required }: { required?: boolean }) {
  const intl = useIntl();
  if (!required) return null;
  // The control carries `required` for screen readers; the star is for the eye only.
  return (
    <span
      className={styles.required}
      aria-hidden="true"
      title={intl.formatMessage({ id: 'ui.field.required' })}
    >
      {' *'}
    </span>
  );
}

export function FieldMessages({ ids, error, hint }: { ids: FieldIds; error?: string; hint?: ReactNode }) {
  return (
    <>
      {hint && (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className={styles.error}>
          {error}
        </p>
      )}
    </>
  );
}

interface LabelledFieldOwnProps extends FieldTextProps {
  id?: string;
  className?: string;
  required?: boolean;
  'aria-describedby'?: string;
}

/**
 * Splits a labelled field's props: what its frame shows (label, hint, error, required mark) and what
 * its control gets (the caller's own attributes plus id, the field look and the describedby wiring).
 */
export function useLabelledField<P extends LabelledFieldOwnProps>({
  label,
  error,
  hint,
  id,
  className,
  ...control
}: P) {
  const ids = useFieldIds(id);
  return {
    frame: { ids, label, error, hint, required: control.required, className },
    control: {
      ...control,
      className: styles.control,
      ...describedControlProps(ids, { error, hint }, control['aria-describedby']),
    },
  };
}

export interface LabelledFieldProps extends FieldTextProps {
  ids: FieldIds;
  required?: boolean;
  className?: string;
  /** The control, spread with useLabelledField's `control`. */
  children: ReactNode;
}

/** The frame of a text, text-area or select field: label above the control, hint and error below. */
export function LabelledField({
  ids,
  label,
  error,
  hint,
  required,
  className,
  children,
}: LabelledFieldProps) {
  return (
    <div className={classNames(styles.field, className)}>
      <label htmlFor={ids.inputId} className={styles.label}>
        {label}
        <RequiredMark required={required} />
      </label>
      {children}
      <FieldMessages ids={ids} error={error} hint={hint} />
    </div>
  );
}
