import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, Dialog, TextField, useApiErrorMessage } from 'shared-ui';
import { useBarcodeScanner } from '../scanner/use-barcode-scanner.ts';
import { useMarkPickedMutation } from './picking-api.ts';

export interface CrateCodeDialogProps {
  orderNumber: string;
  onClose: () => void;
}

/** "Picked": the crate the goods went into, typed or scanned (the scanner works without focus too). */
export function CrateCodeDialog({ orderNumber, onClose }: CrateCodeDialogProps) {
  const intl = useIntl();
  const describe = useApiErrorMessage();
  const [crateCode, setCrateCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [markPicked, { isLoading, error, reset }] = useMarkPickedMutation();

  const submit = async (code: string) => {
    const trimmed = code.trim();
    setCrateCode(trimmed);
    if (!trimmed) {
      setFieldError(intl.formatMessage({ id: 'warehouse.picking.crate.required' }));
      return;
    }
    setFieldError(undefined);
    reset();
    const result = await markPicked({ orderNumber, crateCode: trimmed });
    if (!('error' in result)) onClose();
  };
  useBarcodeScanner((code) => void submit(code), !isLoading);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(crateCode);
  };
  const formId = `crate-${orderNumber}`;
  return (
    <Dialog
      open
      onClose={onClose}
      dismissible={!isLoading}
      title={intl.formatMessage({ id: 'warehouse.picking.crate.title' }, { order: orderNumber })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isLoading}>
            {intl.formatMessage({ id: 'ui.dialog.cancel' })}
          </Button>
          <Button type="submit" form={formId} loading={isLoading}>
            {intl.formatMessage({ id: 'warehouse.picking.crate.submit' })}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <TextField
          label={intl.formatMessage({ id: 'warehouse.picking.crate.code' })}
          hint={intl.formatMessage({ id: 'warehouse.picking.crate.hint' })}
          value={crateCode}
          onChange={(event) => setCrateCode(event.target.value)}
          error={fieldError}
          required
          autoComplete="off"
        />
      </form>
      {error && <Alert tone="error">{describe(error)}</Alert>}
    </Dialog>
  );
}
