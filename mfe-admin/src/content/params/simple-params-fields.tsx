import { useIntl } from 'react-intl';
import { CheckboxField, SelectField, TextAreaField, TextField } from 'shared-ui';
import { type ParamField, type ParamName, paramFields } from './param-fields.ts';

export interface ParamsFieldsProps {
  type: string;
  params: Record<string, unknown>;
  onChange: (params: Record<string, unknown>) => void;
  /** The server's message at a params path (`heading`, `groups.0.title`). */
  errorOf: (path: string) => string | undefined;
}

/** A simple type's params as labelled fields, each with its error at the field. */
export function SimpleParamsFields({ type, params, onChange, errorOf }: ParamsFieldsProps) {
  const intl = useIntl();
  const label = (name: ParamName) => intl.formatMessage({ id: `admin.content.param.${name}` });
  const set = (name: string, value: unknown) => onChange({ ...params, [name]: value });
  return (
    <>
      {paramFields[type]
        ?.filter((field) => !field.when || field.when(params))
        .map((field) => (
          <ParamInput
            key={field.name}
            field={field}
            label={label}
            value={params[field.name]}
            set={set}
            error={errorOf(field.name)}
          />
        ))}
    </>
  );
}

function ParamInput({
  field,
  label,
  value,
  set,
  error,
}: {
  field: ParamField;
  label: (name: ParamName) => string;
  value: unknown;
  set: (name: string, value: unknown) => void;
  error: string | undefined;
}) {
  const intl = useIntl();
  const required = 'required' in field && field.required;
  switch (field.kind) {
    case 'checkbox':
      return (
        <CheckboxField
          label={label(field.name)}
          checked={value === true}
          onChange={(event) => set(field.name, event.target.checked)}
        />
      );
    case 'select':
      return (
        <SelectField
          label={label(field.name)}
          value={String(value ?? field.options[0]?.value)}
          onChange={(event) => set(field.name, event.target.value)}
          options={field.options.map((option) => ({
            value: option.value,
            label: intl.formatMessage({ id: option.label }),
          }))}
          error={error}
        />
      );
    case 'number':
      return (
        <TextField
          label={label(field.name)}
          inputMode="numeric"
          value={value === undefined ? '' : String(value)}
          onChange={(event) => {
            const text = event.target.value.trim();
            set(field.name, /^\d+$/.test(text) ? Number(text) : text);
          }}
          error={error}
          required={required}
        />
      );
    case 'lines':
      return (
        <TextAreaField
          label={label(field.name)}
          hint={intl.formatMessage({ id: 'admin.content.param.linesHint' })}
          value={Array.isArray(value) ? value.join('\n') : ''}
          // Kept line by line as typed; blank lines are dropped when sent (paramsToSend).
          onChange={(event) => set(field.name, event.target.value.split('\n'))}
          error={error}
          required={required}
          rows={4}
        />
      );
    case 'textarea':
      return (
        <TextAreaField
          label={label(field.name)}
          hint={
            field.name === 'body' ? intl.formatMessage({ id: 'admin.content.param.bodyHint' }) : undefined
          }
          value={String(value ?? '')}
          onChange={(event) => set(field.name, event.target.value)}
          error={error}
          required={required}
          rows={field.name === 'body' ? 8 : 3}
        />
      );
    default:
      return (
        <TextField
          label={label(field.name)}
          value={String(value ?? '')}
          onChange={(event) => set(field.name, event.target.value)}
          error={error}
          required={required}
        />
      );
  }
}
