import styles from './booking-page.module.css';

export interface RadioGroupProps<V extends string> {
  legend: string;
  name: string;
  /** id of the first radio, so the error summary can move the focus into the group. */
  id: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}

/** A fieldset of radios: arrow keys move between them, the legend names the group. */
export function RadioGroup<V extends string>({
  legend,
  name,
  id,
  value,
  options,
  onChange,
}: RadioGroupProps<V>) {
  return (
    <fieldset className={styles.choice}>
      <legend>{legend}</legend>
      <div className={styles.radios}>
        {options.map((option, index) => (
          <label key={option.value} className={styles.radio}>
            <input
              type="radio"
              id={index === 0 ? id : undefined}
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
