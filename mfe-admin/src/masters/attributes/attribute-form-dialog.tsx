import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import type { AttributeDefinition, AttributeGroup, AttributeValueType } from 'shared-domain';
import { attributeValueTypes } from 'shared-domain/contracts/staff.ts';
import { Button, CheckboxField, SelectField, TextField, useToast } from 'shared-ui';
import { useServerFieldErrors } from '../../forms/use-server-field-errors.ts';
import type { IdUnder } from '../../messages/message-ids.ts';
import { useSaveAttributeMutation } from '../master-data-api.ts';
import styles from '../masters.module.css';
import { attributeTypeName } from './attribute-type-labels.ts';
import { DefinitionDialog, NameAndCodeFields } from './definition-dialog.tsx';

interface ChoiceDraft {
  id?: number;
  code: string;
  name: string;
}

export interface AttributeFormDialogProps {
  groups: AttributeGroup[];
  /** The attribute edited, or the group a new one goes to. */
  editing: { attribute: AttributeDefinition } | { groupId: number };
  onClose: () => void;
}

/** Adds or edits one attribute: code, name, group, value type, unit, catalogue filter, choices. */
export function AttributeFormDialog({ groups, editing, onClose }: AttributeFormDialogProps) {
  const intl = useIntl();
  const toast = useToast();
  const t = (id: IdUnder<'admin.masters.'>, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.masters.${id}` }, values);
  const existing = 'attribute' in editing ? editing.attribute : null;
  const [code, setCode] = useState(existing?.code ?? '');
  const [name, setName] = useState(existing?.name ?? '');
  const [groupId, setGroupId] = useState(
    String(existing?.groupId ?? ('groupId' in editing ? editing.groupId : '')),
  );
  const [valueType, setValueType] = useState<AttributeValueType>(existing?.valueType ?? 'text');
  const [unit, setUnit] = useState(existing?.unit ?? '');
  const [isFilter, setIsFilter] = useState(existing?.isFilter ?? false);
  const [choices, setChoices] = useState<ChoiceDraft[]>(existing?.choices ?? [{ code: '', name: '' }]);
  const [save, { isLoading }] = useSaveAttributeMutation();
  const { fieldErrors, formError, setFromError } = useServerFieldErrors();

  const setChoice = (index: number, patch: Partial<ChoiceDraft>) =>
    setChoices((current) => current.map((choice, i) => (i === index ? { ...choice, ...patch } : choice)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await save({
        id: existing?.id,
        groupId: Number(groupId),
        code: code.trim(),
        name: name.trim(),
        valueType,
        unit: unit.trim() || null,
        isFilter,
        choices: valueType === 'choice' ? choices : [],
      }).unwrap();
      toast.show({ message: t('saved'), tone: 'success' });
      onClose();
    } catch (error) {
      setFromError(error);
    }
  }

  const title = existing
    ? t('attributes.editAttribute', { name: existing.name })
    : t('attributes.newAttribute', {
        name: groups.find((group) => String(group.id) === groupId)?.name ?? '',
      });
  return (
    <DefinitionDialog
      title={title}
      formId="attribute-form"
      saving={isLoading}
      formError={formError}
      onSubmit={submit}
      onClose={onClose}
      history={existing ? { entity: 'attribute', entityId: existing.id } : undefined}
    >
      <NameAndCodeFields name={name} code={code} onName={setName} onCode={setCode} errors={fieldErrors} />
      <SelectField
        label={t('attributes.group')}
        value={groupId}
        onChange={(event) => setGroupId(event.target.value)}
        options={groups.map((group) => ({ value: String(group.id), label: group.name }))}
        error={fieldErrors.groupId}
        required
      />
      <SelectField
        label={t('attributes.type')}
        value={valueType}
        onChange={(event) => setValueType(event.target.value as AttributeValueType)}
        options={attributeValueTypes.map((type) => ({
          value: type,
          label: intl.formatMessage({ id: attributeTypeName[type] }),
        }))}
        error={fieldErrors.valueType}
      />
      {valueType === 'number' && (
        <TextField
          label={t('attributes.unit')}
          value={unit}
          onChange={(event) => setUnit(event.target.value)}
          error={fieldErrors.unit}
        />
      )}
      <CheckboxField
        label={t('attributes.isFilter')}
        checked={isFilter}
        onChange={(event) => setIsFilter(event.target.checked)}
      />
      {valueType === 'choice' && (
        <fieldset>
          <legend>{t('attributes.choices')}</legend>
          {fieldErrors.choices && <p role="alert">{fieldErrors.choices}</p>}
          {choices.map((choice, index) => (
            // Choices have no stable key before they are saved; their place is their identity here.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <div key={index} className={styles.choiceRow}>
              <TextField
                label={t('attributes.choiceName', { index: index + 1 })}
                value={choice.name}
                onChange={(event) => setChoice(index, { name: event.target.value })}
                error={fieldErrors[`choices.${index}.name`]}
              />
              <TextField
                label={t('attributes.choiceCode', { index: index + 1 })}
                value={choice.code}
                onChange={(event) => setChoice(index, { code: event.target.value })}
                error={fieldErrors[`choices.${index}.code`]}
              />
              <Button
                variant="ghost"
                onClick={() => setChoices((current) => current.filter((_, i) => i !== index))}
              >
                {t('attributes.removeChoice', { index: index + 1 })}
              </Button>
            </div>
          ))}
          <Button
            variant="secondary"
            onClick={() => setChoices((current) => [...current, { code: '', name: '' }])}
          >
            {t('attributes.addChoice')}
          </Button>
        </fieldset>
      )}
    </DefinitionDialog>
  );
}
