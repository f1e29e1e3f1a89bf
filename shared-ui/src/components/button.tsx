import type { ButtonHTMLAttributes, Ref } from 'react';
import styles from './button.module.css';
import { classNames } from './class-names.ts';
import { Spinner } from './spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'medium' | 'small';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** While sending: the button is disabled (no double submit) and shows a spinner. */
  loading?: boolean;
  /** Screen-reader text of the spinner, e.g. "Odesílám objednávku…". */
  loadingLabel?: string;
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The button look for other elements (e.g. a react-router Link that should look like a button). */
export function buttonClassName(variant: ButtonVariant = 'primary', size: ButtonSize = 'medium'): string {
  return classNames(styles.button, styles[variant], size === 'small' && styles.small);
}

export function Button({
  variant = 'primary',
  size = 'medium',
  loading = false,
  loadingLabel,
  fullWidth = false,
  // A plain <button> inside a form submits it; making that explicit avoids surprise submits.
  type = 'button',
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      // A caller that keeps the button enabled while it works (to keep the focus on it) says so itself.
      aria-busy={loading || undefined}
      {...rest}
      type={type}
      disabled={disabled || loading}
      className={classNames(buttonClassName(variant, size), fullWidth && styles.fullWidth, className)}
    >
      {loading && <Spinner size="small" label={loadingLabel} />}
      {children}
    </button>
  );
}
