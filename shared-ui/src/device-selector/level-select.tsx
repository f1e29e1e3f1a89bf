import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { SelectorChoice } from 'shared-domain';
import type { SelectorLevel } from 'shared-domain/buyout';
import { SelectField, Spinner } from 'shared-ui';
import type { LevelChoices } from './use-level-choices.ts';

export interface LevelSelectProps extends LevelChoices {
  level: Exclude<SelectorLevel, 'product_color'>;
  value: SelectorChoice | null;
  disabled?: boolean;
  onChange: (choice: SelectorChoice | null) => void;
}

/** Type, manufacturer or model: a labelled select, disabled until the previous level is chosen. */
export function LevelSelect({
  level,
  value,
  enabled,
  loading,
  choices,
  disabled,
  onChange,
}: LevelSelectProps) {
  const intl = useIntl();
  const loadingText = intl.formatMessage({ id: `ui.deviceSelector.loading.${level}` });
  let hint: ReactNode;
  if (loading) hint = <Spinner size="small" label={loadingText} />;
  else if (!enabled) hint = intl.formatMessage({ id: `ui.deviceSelector.needs.${level}` });
  else if (choices.length === 0) hint = intl.formatMessage({ id: 'ui.deviceSelector.empty' });

  return (
    <SelectField
      name={level}
      label={intl.formatMessage({ id: `ui.deviceSelector.${level}` })}
      placeholder={intl.formatMessage({ id: `ui.deviceSelector.choose.${level}` })}
      options={choices.map((choice) => ({ value: String(choice.id), label: choice.name }))}
      value={value ? String(value.id) : ''}
      disabled={disabled || !enabled || loading || choices.length === 0}
      aria-busy={loading || undefined}
      hint={hint}
      onChange={(event) => {
        const id = Number(event.target.value);
        onChange(choices.find((choice) => choice.id === id) ?? null);
      }}
    />
  );
}
