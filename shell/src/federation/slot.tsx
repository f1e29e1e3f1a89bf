import {
  type ComponentType,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useIntl } from 'react-intl';
import type { RemoteName } from 'shared-domain';
import { visuallyHidden, whenIdle } from 'shared-ui';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';
import styles from './slot.module.css';
import { type RemoteState, useRemoteModule } from './use-remote-module.ts';

interface SlotProps {
  remote: RemoteName;
  expose: string;
  /** Accessible name of the widget, used by the placeholder and the retry button. */
  label: string;
  /** What the shell hands the widget, e.g. the menu drawer's extra content on phones. */
  props?: Record<string, unknown>;
  /**
   * What the shell draws in the first paint instead of the widget (e.g. the cart link with the
   * count from the boot data). With a stand-in the remote is not needed for the first paint: it
   * loads when the browser is idle after the page's load, or at once on the visitor's intent
   * (pointer over, focus, touch), and its widget then takes the stand-in's place.
   */
  standIn?: ReactNode;
}

/** A named place in the shell's frame that a remote fills with a widget (e.g. the cart badge). */
export function Slot({ standIn, ...widget }: SlotProps) {
  if (standIn !== undefined) return <DeferredSlot standIn={standIn} {...widget} />;
  return <EagerSlot {...widget} />;
}

type WidgetModule = { default: ComponentType<Record<string, unknown>> };
type WidgetProps = Omit<SlotProps, 'standIn'>;

function EagerSlot({ remote, expose, label, props }: WidgetProps) {
  const [state, retry] = useRemoteModule<WidgetModule>(remote, expose);
  if (state.status === 'loading') return <span className={styles.placeholder} aria-hidden="true" />;
  return <LoadedWidget state={state} retry={retry} label={label} props={props} />;
}

/**
 * The stand-in stays mounted (same element, so a focused link keeps its focus) until the widget is
 * ready. The widget then takes its place; if the visitor's focus was on the stand-in it moves on to
 * the widget instead of falling back to the start of the page.
 */
function DeferredSlot({ standIn, remote, expose, label, props }: WidgetProps & { standIn: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const [loading, setLoading] = useState<Loading>({ state: { status: 'loading' }, retry: () => {} });
  const box = useRef<HTMLSpanElement>(null);
  const focusInside = useRef(false);
  useEffect(() => (wanted ? undefined : whenIdle(() => setWanted(true))), [wanted]);
  const ready = loading.state.status === 'ready';
  useLayoutEffect(() => {
    if (!ready || !focusInside.current) return;
    const active = document.activeElement;
    if (active === null || active === document.body)
      box.current?.querySelector<HTMLElement>('a[href], button, input')?.focus();
  }, [ready]);
  const want = useCallback(() => setWanted(true), []);
  useIntentListeners(box, focusInside, want);
  return (
    <span ref={box} className={styles.deferred}>
      {wanted && <LoadWidget remote={remote} expose={expose} onChange={setLoading} />}
      {loading.state.status === 'loading' ? (
        standIn
      ) : (
        <LoadedWidget state={loading.state} retry={loading.retry} label={label} props={props} />
      )}
    </span>
  );
}

/**
 * The visitor reaching for the slot (pointer over it, a touch, focus) loads the widget at once.
 * Native listeners: they only start a download, the stand-in itself stays what handles the input.
 */
function useIntentListeners(
  box: RefObject<HTMLSpanElement | null>,
  focusInside: RefObject<boolean>,
  want: () => void,
) {
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const onIntent = () => want();
    const onFocusIn = () => {
      focusInside.current = true;
      want();
    };
    const onFocusOut = (event: FocusEvent) => {
      // A removed element blurs with no next target: the focus was still "here".
      const next = event.relatedTarget;
      if (next instanceof Node && !element.contains(next)) focusInside.current = false;
    };
    element.addEventListener('pointerover', onIntent);
    element.addEventListener('touchstart', onIntent, { passive: true });
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      element.removeEventListener('pointerover', onIntent);
      element.removeEventListener('touchstart', onIntent);
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, [box, focusInside, want]);
}

interface Loading {
  state: RemoteState<WidgetModule>;
  retry: () => void;
}

/** Loads the widget's module and reports how far it got; renders nothing itself. */
function LoadWidget({
  remote,
  expose,
  onChange,
}: Pick<SlotProps, 'remote' | 'expose'> & { onChange: (loading: Loading) => void }) {
  const [state, retry] = useRemoteModule<WidgetModule>(remote, expose);
  useEffect(() => onChange({ state, retry }), [state, retry, onChange]);
  return null;
}

function LoadedWidget({
  state,
  retry,
  label,
  props,
}: {
  state: Exclude<RemoteState<WidgetModule>, { status: 'loading' }>;
  retry: () => void;
  label: string;
  props?: Record<string, unknown>;
}) {
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
      <span className={visuallyHidden}>{intl.formatMessage({ id: 'shell.slotFailed' }, { label })}</span>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {intl.formatMessage({ id: 'shell.slotRetry' }, { label })}
      </button>
    </span>
  );
}
