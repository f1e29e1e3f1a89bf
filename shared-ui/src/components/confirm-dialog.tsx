import { type ReactNode, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** What will happen, in words the user understands ("Kategorie Telefony bude smazána."). */
  children?: ReactNode;
  /** Name the action ("Smazat"), not "OK"; defaults to "Potvrdit". */
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button, for actions that destroy data. */
  destructive?: boolean;
  /** The confirmed action is running: confirm shows a spinner, the dialog cannot be dismissed. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before an action. Focus starts on Cancel, so an Enter pressed out of habit never deletes
 * anything.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  destructive = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const intl = useIntl();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      role="alertdialog"
      dismissible={!busy}
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? intl.formatMessage({ id: 'ui.dialog.cancel' })}
          </Button>
          <Button variant={destructive ? 'danger' : 'primary'} onClick={onConfirm} loading={busy}>
            {confirmLabel ?? intl.formatMessage({ id: 'ui.dialog.confirm' })}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
