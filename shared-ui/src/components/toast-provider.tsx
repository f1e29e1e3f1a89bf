import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { visuallyHidden } from '../styles/visually-hidden.ts';
import { classNames } from './class-names.ts';
import styles from './toast.module.css';
import { type ToastApi, ToastContext, type ToastOptions, type ToastTone } from './toast-context.ts';

interface Toast {
  id: string;
  message: string;
  tone: ToastTone;
}

const DEFAULT_DURATION_MS = 5_000;
const ERROR_DURATION_MS = 8_000;

export function ToastProvider({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    ({ message, tone = 'info', durationMs }: ToastOptions) => {
      nextId.current += 1;
      const id = `toast-${nextId.current}`;
      setToasts((current) => [...current, { id, message, tone }]);
      const duration = durationMs ?? (tone === 'error' ? ERROR_DURATION_MS : DEFAULT_DURATION_MS);
      if (duration > 0)
        timers.current.set(
          id,
          setTimeout(() => dismiss(id), duration),
        );
      return id;
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext value={api}>
      {children}
      {/*
        One live region, there before any toast (screen readers only announce changes to a region
        they already know), holding the messages alone: the close buttons of the visible toasts
        must not be read out as part of the news. No role, so an idle page has no empty status.
      */}
      <div className={visuallyHidden} aria-live="polite">
        {toasts.map((toast) => (
          <p key={toast.id}>{toast.message}</p>
        ))}
      </div>
      {/* What sighted users see; its text is hidden from screen readers, which have it above. */}
      <div className={styles.region}>
        {toasts.map((toast) => (
          <div key={toast.id} className={classNames(styles.toast, styles[toast.tone])}>
            <p className={styles.message} aria-hidden="true">
              {toast.message}
            </p>
            <button
              type="button"
              className={styles.dismiss}
              onClick={() => dismiss(toast.id)}
              aria-label={intl.formatMessage({ id: 'ui.toast.dismiss' })}
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext>
  );
}
