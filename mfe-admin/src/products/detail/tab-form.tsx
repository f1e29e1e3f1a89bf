import type { FormEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button } from 'shared-ui';
import styles from './product-detail.module.css';

export interface TabFormProps {
  /** Accessible name of the form: the tab's title. */
  label: string;
  onSubmit: () => void;
  isSaving: boolean;
  /** A failure that belongs to no field (409 conflict, network…). */
  formError: string | null;
  children: ReactNode;
}

/** The frame of every tab's form: its fields, a failure that is not about a field, and Save. */
export function TabForm({ label, onSubmit, isSaving, formError, children }: TabFormProps) {
  const intl = useIntl();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form aria-label={label} className={styles.form} onSubmit={submit} noValidate>
      {formError && <Alert tone="error">{formError}</Alert>}
      {children}
      <div className={styles.actions}>
        <Button type="submit" loading={isSaving}>
          {intl.formatMessage({ id: 'admin.productDetail.save' })}
        </Button>
      </div>
    </form>
  );
}
