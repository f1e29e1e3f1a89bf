import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { classNames } from './class-names.ts';
import styles from './combobox.module.css';

export interface ComboboxProps<Option> {
  /** The input's id, for the label the caller renders. */
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  /** What may be suggested for the value now; listed while the box is open. */
  options: readonly Option[];
  optionKey: (option: Option) => string;
  renderOption: (option: Option) => ReactNode;
  onPick: (option: Option) => void;
  /** The listbox's accessible name. */
  listLabel: string;
  placeholder?: string;
  describedBy?: string;
  busy?: boolean;
  onFocus?: () => void;
}

/**
 * An input suggesting options (ARIA combobox pattern): focus stays in the input, the arrow keys
 * move the active option (aria-activedescendant), Enter picks it, Escape closes the list or, when
 * closed, clears the box. An Enter with no active option is left to the surrounding form.
 * The box and the list look the same everywhere; a caller lays out an option's content (its
 * `[role='option']`) in its own CSS, which costs the header's first load no script.
 */
export function Combobox<Option>(props: ComboboxProps<Option>) {
  const { options, onPick, onValueChange, onFocus } = props;
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listed = open ? options : [];
  const expanded = listed.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  function pick(index: number) {
    const option = listed[index];
    if (option === undefined) return;
    setOpen(false);
    setActive(-1);
    onPick(option);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      if (count > 0) setActive((index) => (index + 1) % count);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (expanded) setActive((index) => (index <= 0 ? count - 1 : index - 1));
    } else if (event.key === 'Enter') {
      if (expanded && active >= 0) {
        event.preventDefault();
        pick(active);
      } else setOpen(false);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setActive(-1);
      if (expanded) setOpen(false);
      else onValueChange('');
    }
  }

  return (
    <>
      <input
        id={props.id}
        type="search"
        role="combobox"
        className={styles.input}
        autoComplete="off"
        placeholder={props.placeholder}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={props.describedBy}
        aria-busy={props.busy || undefined}
        value={props.value}
        onChange={(event) => {
          onValueChange(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => {
          onFocus?.();
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the combobox pattern's listbox; focus stays in the input (aria-activedescendant).
        role="listbox"
        aria-label={props.listLabel}
        className={styles.listbox}
        hidden={!expanded}
      >
        {listed.map((option, index) => (
          // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: options of the combobox pattern: the input keeps focus and handles the keys; the click is the mouse's way.
          <li
            key={props.optionKey(option)}
            id={optionId(index)}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the combobox's listbox.
            role="option"
            aria-selected={index === active}
            className={classNames(styles.option, index === active && styles.active)}
            // mousedown would blur the input and close the list before the click lands
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(index)}
          >
            {props.renderOption(option)}
          </li>
        ))}
      </ul>
    </>
  );
}
