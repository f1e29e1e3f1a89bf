import { type MouseEvent, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import styles from './alert.module.css';
import { classNames } from './class-names.ts';

export interface FormErrorItem {
  /** id of the field the error belongs to; the item then links to it. */
  fieldId?: string;
  message: string;
}

export interface FormErrorProps {
  /** Headline; defaults to "Formulář obsahuje chyby…". */
  title?: string;
  /** Errors that belong to no field (e.g. the server's message). */
  message?: string;
  errors?: readonly FormErrorItem[];
  /** Move focus to the summary when it appears, so keyboard users land on it after submitting. */
  focusOnShow?: boolean;
  className?: string;
}

function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  // Focus instead of following "#id": the fragment may drive other widgets (tabs) on the page.
  event.preventDefault();
  document.getElementById(fieldId)?.focus();
}

/** Error summary at the top of a form; the field errors themselves are shown next to each field. */
export function FormError({ title, message, errors = [], focusOnShow = true, className }: FormErrorProps) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  const visible = Boolean(message) || errors.length > 0;
  const signature = `${message ?? ''}|${errors.map((e) => e.message).join('|')}`;

  useEffect(() => {
    if (visible && focusOnShow && signature) ref.current?.focus();
  }, [visible, focusOnShow, signature]);

  if (!visible) return null;
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={classNames(styles.alert, styles.error, className)}>
      <div className={styles.body}>
        <p className={styles.title}>{title ?? intl.formatMessage({ id: 'ui.formError.title' })}</p>
        {message && <p>{message}</p>}
        {errors.length > 0 && (
          <ul className={styles.list}>
            {errors.map((error) => (
              <li key={`${error.fieldId ?? ''}:${error.message}`}>
                {error.fieldId ? (
                  <a href={`#${error.fieldId}`} onClick={(event) => focusField(event, error.fieldId!)}>
                    {error.message}
                  </a>
                ) : (
                  error.message
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
