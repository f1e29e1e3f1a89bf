import type { ReactNode } from 'react';
import styles from './radio-list.module.css';

export interface RadioListItem<V extends string> {
  value: V;
  label: ReactNode;
  /** Shown at the row's end, e.g. its price or "free". */
  price?: ReactNode;
  /** Read with the radio as its description. */
  about?: ReactNode;
  disabled?: boolean;
  /** Shown under the row while it is chosen, e.g. the chosen method's own controls. */
  details?: ReactNode;
}

export interface RadioListProps<V extends string> {
  legend: ReactNode;
  /** The radios' name; also the prefix of their ids. */
  name: string;
  value: V | undefined;
  items: readonly RadioListItem<V>[];
  onChange: (value: V) => void;
  /** Said between the legend and the first choice. */
  intro?: ReactNode;
}

/**
 * A fieldset of native radios (arrow keys included), each a bordered row: label, price and a
 * description read with the radio; the chosen row opens its details below it.
 */
export function RadioList<V extends string>({
  legend,
  name,
  value,
  items,
  onChange,
  intro,
}: RadioListProps<V>) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {intro}
      {items.map((item) => {
        const id = `${name}-${item.value}`;
        const chosen = value === item.value;
        return (
          <div key={item.value}>
            <div className={styles.option}>
              <input
                type="radio"
                id={id}
                name={name}
                value={item.value}
                checked={chosen}
                disabled={item.disabled}
                onChange={() => onChange(item.value)}
                aria-describedby={item.about ? `${id}-about` : undefined}
              />
              <label htmlFor={id} className={styles.label}>
                {item.label}
              </label>
              <span>{item.price}</span>
              {item.about && (
                <span id={`${id}-about`} className={styles.about}>
                  {item.about}
                </span>
              )}
            </div>
            {chosen && item.details && <div className={styles.details}>{item.details}</div>}
          </div>
        );
      })}
    </fieldset>
  );
}
