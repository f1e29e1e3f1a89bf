import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import type { AttributeGroup } from 'shared-domain';
import { Button, Dialog, FormError, TextField, useToast } from 'shared-ui';
import { useServerFieldErrors } from '../../forms/use-server-field-errors.ts';
import { HistorySection } from '../history-section.tsx';
import { useSaveAttributeGroupMutation } from '../master-data-api.ts';

/** Adds a group (no `group`) or changes one's code and name in this shop. */
export function GroupFormDialog({ group, onClose }: { group?: AttributeGroup; onClose: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const t = (id: string) => intl.formatMessage({ id: `admin.masters.${id}` });
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
    <Dialog
      open
      onClose={onClose}
      title={t(group ? 'attributes.editGroup' : 'attributes.newGroup')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form="attribute-group-form" loading={isLoading}>
            {t('save')}
          </Button>
        </>
      }
    >
      <form id="attribute-group-form" onSubmit={submit} noValidate>
        <FormError message={formError ?? undefined} />
        <TextField
          label={t('attributes.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={fieldErrors.name}
          required
        />
        <TextField
          label={t('attributes.code')}
          hint={t('attributes.codeHint')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={fieldErrors.code}
          required
        />
      </form>
      {group && <HistorySection entity="attribute-group" entityId={group.id} />}
    </Dialog>
  );
}
