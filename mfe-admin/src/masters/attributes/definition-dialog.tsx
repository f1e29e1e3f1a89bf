import type { FormEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, Dialog, FormError, TextField } from 'shared-ui';
import type { IdUnder } from '../../messages/message-ids.ts';
import { HistorySection } from '../history-section.tsx';

// What the group and the attribute dialogs share: the dialog with Cancel and Save, the form with
// its error above the fields, the code and name every definition has, and its History below.

export interface DefinitionDialogProps {
  title: string;
  formId: string;
  saving: boolean;
  formError: string | null;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  /** The saved definition whose History is shown; none while adding. */
  history?: { entity: string; entityId: number };
  children: ReactNode;
}

export function DefinitionDialog(props: DefinitionDialogProps) {
  const intl = useIntl();
  const t = (id: IdUnder<'admin.masters.'>) => intl.formatMessage({ id: `admin.masters.${id}` });
  return (
    <Dialog
      open
      onClose={props.onClose}
      title={props.title}
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={props.formId} loading={props.saving}>
            {t('save')}
          </Button>
        </>
      }
    >
      <form id={props.formId} onSubmit={props.onSubmit} noValidate>
        <FormError message={props.formError ?? undefined} />
        {props.children}
      </form>
      {props.history && <HistorySection entity={props.history.entity} entityId={props.history.entityId} />}
    </Dialog>
  );
}

export interface NameAndCodeProps {
  name: string;
  code: string;
  onName: (name: string) => void;
  onCode: (code: string) => void;
  errors: Record<string, string | undefined>;
}

/** The shop's name of a definition and its code (letters, digits and underscores). */
export function NameAndCodeFields({ name, code, onName, onCode, errors }: NameAndCodeProps) {
  const intl = useIntl();
  const t = (id: IdUnder<'admin.masters.'>) => intl.formatMessage({ id: `admin.masters.${id}` });
  return (
    <>
      <TextField
        label={t('attributes.name')}
        value={name}
        onChange={(event) => onName(event.target.value)}
        error={errors.name}
        required
      />
      <TextField
        label={t('attributes.code')}
        hint={t('attributes.codeHint')}
        value={code}
        onChange={(event) => onCode(event.target.value)}
        error={errors.code}
        required
      />
    </>
  );
}
