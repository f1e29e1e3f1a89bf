import { useIntl } from 'react-intl';
import type { AttributeNameChoices } from 'shared-domain';
import { attributesPatchSchema } from 'shared-domain/contracts/staff.ts';
import { EmptyState, LoadError, SelectField, SkeletonText, TextField } from 'shared-ui';
import type { IdUnder } from '../../messages/message-ids.ts';
import styles from './product-detail.module.css';
import { useGetAttributeNameChoicesQuery } from './product-detail-api.ts';
import { TabForm } from './tab-form.tsx';
import type { TabProps } from './tab-props.ts';
import { useTabForm } from './use-tab-form.ts';

type Attribute = AttributeNameChoices['groups'][number]['attributes'][number];
/** Each attribute's field text by attribute id; '' is no value. */
type AttributesDraft = Record<string, string>;

/** The field's text → the value of the attribute's type ('' removes the value). */
export function attributeValueOf(attribute: Attribute, text: string): string | number | boolean | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  switch (attribute.type) {
    case 'number': {
      // Czech and Romanian write a decimal comma; the api takes a number.
      const number = Number(trimmed.replace(',', '.'));
      return Number.isFinite(number) ? number : trimmed;
    }
    case 'boolean':
      return trimmed === 'true';
    case 'choice':
      return Number(trimmed);
    default:
      return trimmed;
  }
}

/** Parametry: the master product's attribute values by group, each input of its attribute's type. */
export function AttributesTab(props: TabProps) {
  const intl = useIntl();
  const { data, error, isLoading, refetch } = useGetAttributeNameChoicesQuery();
  if (isLoading) return <SkeletonText lines={4} />;
  if (error || !data)
    return (
      <LoadError
        error={error}
        title={intl.formatMessage({ id: 'admin.productDetail.attributes.loadError' })}
        onRetry={refetch}
      />
    );
  if (data.groups.length === 0)
    return <EmptyState title={intl.formatMessage({ id: 'admin.productDetail.attributes.empty' })} />;
  return <AttributesForm {...props} names={data} />;
}

function AttributesForm({ product, names }: TabProps & { names: AttributeNameChoices }) {
  const intl = useIntl();
  const t = (id: IdUnder<'admin.productDetail.attributes.'>) =>
    intl.formatMessage({ id: `admin.productDetail.attributes.${id}` });
  const attributes = names.groups.flatMap((group) => group.attributes);
  const initial: AttributesDraft = {};
  for (const attribute of attributes) initial[attribute.id] = '';
  for (const { attributeId, value } of product.attributeValues) initial[attributeId] = String(value);
  const form = useTabForm({
    id: product.id,
    version: product.version,
    path: '/attributes',
    initial,
    schema: attributesPatchSchema,
    toBody: (draft, version) => ({
      version,
      values: attributes.map((attribute) => ({
        attributeId: attribute.id,
        value: attributeValueOf(attribute, draft[attribute.id] ?? ''),
      })),
    }),
  });
  const set = (id: number, value: string) => form.setDraft((draft) => ({ ...draft, [id]: value }));

  const field = (attribute: Attribute) => {
    const index = attributes.indexOf(attribute);
    const common = {
      value: form.draft[attribute.id] ?? '',
      error: form.errors[`values.${index}.value`],
      onChange: (event: { target: { value: string } }) => set(attribute.id, event.target.value),
    };
    const label = attribute.unit ? `${attribute.name} (${attribute.unit})` : attribute.name;
    switch (attribute.type) {
      case 'boolean':
        return (
          <SelectField
            key={attribute.id}
            label={label}
            options={[
              { value: '', label: t('unset') },
              { value: 'true', label: t('yes') },
              { value: 'false', label: t('no') },
            ]}
            {...common}
          />
        );
      case 'choice':
        return (
          <SelectField
            key={attribute.id}
            label={label}
            options={[
              { value: '', label: t('unset') },
              ...attribute.choices.map((choice) => ({ value: String(choice.id), label: choice.name })),
            ]}
            {...common}
          />
        );
      case 'number':
        return <TextField key={attribute.id} label={label} inputMode="decimal" {...common} />;
      default:
        return <TextField key={attribute.id} label={label} maxLength={500} {...common} />;
    }
  };

  return (
    <TabForm
      label={intl.formatMessage({ id: 'admin.productDetail.tab.attributes' })}
      onSubmit={form.submit}
      isSaving={form.isSaving}
      formError={form.formError}
    >
      {names.groups.map((group) => (
        <fieldset key={group.id} className={styles.group}>
          <legend>{group.name}</legend>
          <div className={styles.fields}>{group.attributes.map(field)}</div>
        </fieldset>
      ))}
    </TabForm>
  );
}
