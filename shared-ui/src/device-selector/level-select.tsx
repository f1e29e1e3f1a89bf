import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { SelectorChoice } from 'shared-domain';
import type { SelectorLevel } from 'shared-domain/buyout';
import { SelectField, Spinner } from 'shared-ui';
import type { MessageId } from '../intl/message-id.ts';
import type { LevelChoices } from './use-level-choices.ts';

export interface LevelSelectProps extends LevelChoices {
  level: Exclude<SelectorLevel, 'product_color'>;
  value: SelectorChoice | null;
  disabled?: boolean;
  onChange: (choice: SelectorChoice | null) => void;
}

type Level = LevelSelectProps['level'];
const levelLabel: Record<Level, MessageId> = {
  product_type: 'ui.deviceSelector.product_type',
  manufacturer: 'ui.deviceSelector.manufacturer',
  product_model: 'ui.deviceSelector.product_model',
};
const loadingLabel: Record<Level, MessageId> = {
  product_type: 'ui.deviceSelector.loading.product_type',
  manufacturer: 'ui.deviceSelector.loading.manufacturer',
  product_model: 'ui.deviceSelector.loading.product_model',
};
const choosePlaceholder: Record<Level, MessageId> = {
  product_type: 'ui.deviceSelector.choose.product_type',
  manufacturer: 'ui.deviceSelector.choose.manufacturer',
  product_model: 'ui.deviceSelector.choose.product_model',
};
// What to choose first; the type is the first level, so nothing comes before it.
const chooseFirst: Record<Exclude<Level, 'product_type'>, MessageId> = {
  manufacturer: 'ui.deviceSelector.needs.manufacturer',
  product_model: 'ui.deviceSelector.needs.product_model',
};

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
  const loadingText = intl.formatMessage({ id: loadingLabel[level] });
  let hint: ReactNode;
  if (loading) hint = <Spinner size="small" label={loadingText} />;
  else if (!enabled && level !== 'product_type') hint = intl.formatMessage({ id: chooseFirst[level] });
  else if (choices.length === 0) hint = intl.formatMessage({ id: 'ui.deviceSelector.empty' });

  return (
    <SelectField
      name={level}
      label={intl.formatMessage({ id: levelLabel[level] })}
      placeholder={intl.formatMessage({ id: choosePlaceholder[level] })}
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
