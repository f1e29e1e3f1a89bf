import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SelectedChoices, SelectorChoice } from 'shared-domain';
import { type SelectorLevel, selectorLevels } from 'shared-domain/buyout';
import { useAppDispatch } from 'shared-ui';
import { ColourSwatches } from './colour-swatches.tsx';
import styles from './device-selector.module.css';
import { choicesRequestFor, type DeviceSelectorScope, deviceSelectorApi } from './device-selector-api.ts';
import { LevelSelect } from './level-select.tsx';
import { type DeviceSelectorSeed, selectionKey, withChoice } from './selection.ts';
import { type SelectorFailureLogger, useLevelChoices } from './use-level-choices.ts';

export interface DeviceSelectorProps {
  /** Whose endpoints answer: /api/new/<scope>/product-types/ and the rest. */
  scope: DeviceSelectorScope;
  /** The current selection; the parent owns it (controlled component). */
  selected: SelectedChoices;
  /** Lists already known (a deep link's selector data), so restoring a selection costs no requests. */
  initialChoices?: DeviceSelectorSeed;
  /**
   * A level was chosen (or cleared). Every later level counts as unselected from now on: the parent
   * clears them. `url` is the browser URL of the new selection as the server sent it with the next
   * level's choices; null for the colour (whatever follows the colour carries it), for a cleared
   * level whose list came from `initialChoices`, and when the next level could not be loaded.
   */
  onSelect: (level: SelectorLevel, choice: SelectorChoice | null, url: string | null) => void;
  /** Where load failures go; they are never shown to the customer. console.error by default. */
  onError?: SelectorFailureLogger;
  /** Replaces the default legend "Vaše zařízení", e.g. with the page's own heading. */
  legend?: ReactNode;
  disabled?: boolean;
}

interface PendingChoice {
  baseKey: string;
  level: SelectorLevel;
  choice: SelectorChoice;
}

function logToConsole(error: unknown, level: SelectorLevel) {
  console.error(`Device selector: the ${level} choices could not be loaded`, error);
}

/**
 * Type → manufacturer → model → colour. Each level waits for the previous one and shows its own
 * loading state. A choice is reported once the next level's list has arrived, because that answer
 * carries the URL of the new selection (the selector pushes the URL the server returns); meanwhile the choice shows as made and the next level as loading.
 */
export function DeviceSelector({
  scope,
  selected,
  initialChoices,
  onSelect,
  onError = logToConsole,
  legend,
  disabled,
}: DeviceSelectorProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState<PendingChoice | null>(null);
  const tokenRef = useRef(0);
  const key = selectionKey(selected);

  // Read when a choice's next level arrives: a selection changed from outside meanwhile (back
  // button, restore) wins over the choice.
  const keyRef = useRef(key);
  useEffect(() => {
    keyRef.current = key;
  });

  const shown =
    pending && pending.baseKey === key ? withChoice(selected, pending.level, pending.choice) : selected;
  const levels = {
    product_type: useLevelChoices(scope, 'product_type', shown, initialChoices, onError),
    manufacturer: useLevelChoices(scope, 'manufacturer', shown, initialChoices, onError),
    product_model: useLevelChoices(scope, 'product_model', shown, initialChoices, onError),
    product_color: useLevelChoices(scope, 'product_color', shown, initialChoices, onError),
  };

  async function choose(level: SelectorLevel, choice: SelectorChoice | null) {
    tokenRef.current += 1;
    if (choice === null || level === 'product_color') {
      setPending(null);
      onSelect(level, choice, choice === null ? levels[level].url : null);
      return;
    }
    const token = tokenRef.current;
    setPending({ baseKey: key, level, choice });
    const nextLevel = selectorLevels[selectorLevels.indexOf(level) + 1];
    const request = choicesRequestFor(scope, nextLevel, withChoice(selected, level, choice))!;
    // The next level's own hook subscribes to the same request, so this costs no second call.
    const subscription = dispatch(deviceSelectorApi.endpoints.getDeviceChoices.initiate(request));
    let url: string | null = null;
    try {
      url = (await subscription.unwrap()).url;
    } catch {
      // Logged by the next level, which shows the same failure as an empty list.
    } finally {
      subscription.unsubscribe();
    }
    if (tokenRef.current !== token) return; // a newer choice is under way
    setPending(null);
    if (keyRef.current !== key) return;
    onSelect(level, choice, url);
  }

  return (
    <fieldset className={styles.selector} disabled={disabled}>
      <legend className={styles.legend}>
        {legend ?? intl.formatMessage({ id: 'ui.deviceSelector.legend' })}
      </legend>
      <div className={styles.selects}>
        {(['product_type', 'manufacturer', 'product_model'] as const).map((level) => (
          <LevelSelect
            key={level}
            level={level}
            value={shown[level]}
            {...levels[level]}
            onChange={(choice) => choose(level, choice)}
          />
        ))}
      </div>
      <ColourSwatches
        value={shown.product_color}
        {...levels.product_color}
        onChange={(choice) => choose('product_color', choice)}
      />
    </fieldset>
  );
}
