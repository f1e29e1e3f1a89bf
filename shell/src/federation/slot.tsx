import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import type { RemoteName } from 'shared-domain';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';
import styles from './slot.module.css';
import { useRemoteModule } from './use-remote-module.ts';

interface SlotProps {
  remote: RemoteName;
  expose: string;
  /** Accessible name of the widget, used by the placeholder and the retry button. */
  label: string;
  /** What the shell hands the widget, e.g. the menu drawer's extra content on phones. */
  props?: Record<string, unknown>;
}

/** A named place in the shell's frame that a remote fills with a widget (e.g. the cart badge). */
export function Slot({ remote, expose, label, props }: SlotProps) {
  const [state, retry] = useRemoteModule<{ default: ComponentType<Record<string, unknown>> }>(remote, expose);
  if (state.status === 'loading') return <span className={styles.placeholder} aria-hidden="true" />;
  if (state.status === 'failed') return <SlotRetry label={label} onRetry={retry} />;
  const Widget = state.module.default;
  return (
    <RemoteErrorBoundary fallback={(reset) => <SlotRetry label={label} onRetry={reset} />}>
      <Widget {...props} />
    </RemoteErrorBoundary>
  );
}

function SlotRetry({ label, onRetry }: { label: string; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <span className={styles.failed} role="status">
      <span className={styles.visuallyHidden}>
        {intl.formatMessage({ id: 'shell.slotFailed' }, { label })}
      </span>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {intl.formatMessage({ id: 'shell.slotRetry' }, { label })}
      </button>
    </span>
  );
}
