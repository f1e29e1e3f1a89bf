import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import type { AttributeGroup } from 'shared-domain';
import { useToast } from 'shared-ui';
import { useServerFieldErrors } from '../../forms/use-server-field-errors.ts';
import type { IdUnder } from '../../messages/message-ids.ts';
import { useSaveAttributeGroupMutation } from '../master-data-api.ts';
import { DefinitionDialog, NameAndCodeFields } from './definition-dialog.tsx';

/** Adds a group (no `group`) or changes one's code and name in this shop. */
export function GroupFormDialog({ group, onClose }: { group?: AttributeGroup; onClose: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const t = (id: IdUnder<'admin.masters.'>) => intl.formatMessage({ id: `admin.masters.${id}` });
  const [code, setCode] = useState(group?.code ?? '');
  const [name, setName] = useState(group?.name ?? '');
  const [save, { isLoading }] = useSaveAttributeGroupMutation();
  const { fieldErrors, formError, setFromError } = useServerFieldErrors();

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await save({ id: group?.id, code: code.trim(), name: name.trim() }).unwrap();
      toast.show({ message: t('saved'), tone: 'success' });
      onClose();
    } catch (error) {
      setFromError(error);
    }
  }

  return (
    <DefinitionDialog
      title={t(group ? 'attributes.editGroup' : 'attributes.newGroup')}
      formId="attribute-group-form"
      saving={isLoading}
      formError={formError}
      onSubmit={submit}
      onClose={onClose}
      history={group && { entity: 'attribute-group', entityId: group.id }}
    >
      <NameAndCodeFields name={name} code={code} onName={setName} onCode={setCode} errors={fieldErrors} />
    </DefinitionDialog>
  );
}
