import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, TextField } from 'shared-ui';
import styles from './packing.module.css';

/** A damaged label typed by hand: Enter sends it exactly like a scan. */
export function ManualEntry({ onScan }: { onScan: (code: string) => void }) {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    onScan(code.trim());
    setCode('');
  };
  return (
    <form className={styles.manual} onSubmit={submit}>
      <TextField
        label={intl.formatMessage({ id: 'warehouse.packing.manual.label' })}
        hint={intl.formatMessage({ id: 'warehouse.packing.manual.hint' })}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="off"
        maxLength={64}
      />
      <Button type="submit" variant="secondary">
        {intl.formatMessage({ id: 'warehouse.packing.manual.submit' })}
      </Button>
    </form>
  );
}
