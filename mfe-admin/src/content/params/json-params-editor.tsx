import { useState } from 'react';
import { useIntl } from 'react-intl';
import { TextAreaField } from 'shared-ui';
import styles from '../content.module.css';
import type { ParamsFieldsProps } from './simple-params-fields.tsx';

/**
 * Time-limited offers and lease tabs (many offers with prices, times and credit terms) are edited
 * as JSON text, clearly labelled as such: it must parse before it is sent, and the server's field
 * errors (`offers.0.endsAt`) are listed under it.
 */
export function JsonParamsEditor({
  params,
  onChange,
  errorOf,
  errors,
  onValidity,
}: ParamsFieldsProps & { errors: string[]; onValidity: (valid: boolean) => void }) {
  const intl = useIntl();
  const [text, setText] = useState(() => JSON.stringify(params, null, 2));
  const [invalid, setInvalid] = useState(false);
  return (
    <>
      <TextAreaField
        className={styles.json}
        label={intl.formatMessage({ id: 'admin.content.json.label' })}
        hint={intl.formatMessage({ id: 'admin.content.json.hint' })}
        value={text}
        rows={16}
        spellCheck={false}
        onChange={(event) => {
          setText(event.target.value);
          try {
            const parsed = JSON.parse(event.target.value) as unknown;
            const isObject = parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed);
            setInvalid(!isObject);
            onValidity(isObject);
            if (isObject) onChange(parsed as Record<string, unknown>);
          } catch {
            setInvalid(true);
            onValidity(false);
          }
        }}
        error={invalid ? intl.formatMessage({ id: 'admin.content.json.invalid' }) : errorOf('')}
      />
      {errors.length > 0 && (
        <ul aria-label={intl.formatMessage({ id: 'admin.content.json.errors' })}>
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
    </>
  );
}
