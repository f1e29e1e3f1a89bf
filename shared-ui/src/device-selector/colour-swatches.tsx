import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import type { SelectorChoice } from 'shared-domain';
import { Spinner } from 'shared-ui';
import styles from './device-selector.module.css';
import type { LevelChoices } from './use-level-choices.ts';

// Only plain hex colours reach the style attribute: anything else from the server (a url(), an
// expression) could load resources or break the layout.
const HEX_COLOUR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export interface ColourSwatchesProps extends LevelChoices {
  value: SelectorChoice | null;
  disabled?: boolean;
  onChange: (choice: SelectorChoice) => void;
}

/**
 * The colour as a radio group of swatches: native radios, so Tab enters the group and the arrow keys
 * move between colours, each labelled by its name (the swatch is decoration).
 */
export function ColourSwatches({
  value,
  enabled,
  loading,
  choices,
  disabled,
  onChange,
}: ColourSwatchesProps) {
  const intl = useIntl();
  const name = useId();
  const hintId = `${name}-hint`;
  let hint: ReactNode = null;
  if (loading) {
    hint = (
      <Spinner size="small" label={intl.formatMessage({ id: 'ui.deviceSelector.loading.product_color' })} />
    );
  } else if (!enabled) {
    hint = intl.formatMessage({ id: 'ui.deviceSelector.needs.product_color' });
  } else if (choices.length === 0) {
    hint = intl.formatMessage({ id: 'ui.deviceSelector.empty' });
  }

  return (
    <fieldset
      className={styles.colours}
      disabled={disabled || !enabled || loading}
      aria-busy={loading || undefined}
      aria-describedby={hint ? hintId : undefined}
    >
      <legend className={styles.coloursLegend}>
        {intl.formatMessage({ id: 'ui.deviceSelector.product_color' })}
      </legend>
      {choices.length > 0 && (
        <div className={styles.swatches}>
          {choices.map((choice) => (
            <label key={choice.id} className={styles.swatchOption}>
              <input
                type="radio"
                className={styles.swatchInput}
                name={name}
                value={choice.id}
                checked={value?.id === choice.id}
                onChange={() => onChange(choice)}
              />
              <span
                className={styles.swatch}
                aria-hidden="true"
                style={choice.hex && HEX_COLOUR.test(choice.hex) ? { background: choice.hex } : undefined}
              />
              <span className={styles.swatchName}>{choice.name}</span>
            </label>
          ))}
        </div>
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </fieldset>
  );
}
