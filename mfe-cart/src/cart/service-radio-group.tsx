import { useId } from 'react';
import type { ServiceChoice } from 'shared-domain';
import styles from './cart-page.module.css';
import { useChoiceLabel } from './use-choice-label.ts';

export interface ServiceRadioGroupProps {
  legend: string;
  noneLabel: string;
  offers: ServiceChoice[];
  /** Code of the chosen offer; null: "none". A code matching no offer checks nothing. */
  value: string | null;
  busy: boolean;
  onChange: (offer: ServiceChoice | null) => void;
}

/** "None" or one of the offers (extended warranty, gluing): native radios, arrow keys included. */
export function ServiceRadioGroup({
  legend,
  noneLabel,
  offers,
  value,
  busy,
  onChange,
}: ServiceRadioGroupProps) {
  const name = useId();
  const choiceLabel = useChoiceLabel();
  const options = [
    { key: '', label: noneLabel, offer: null },
    ...offers.map((offer) => ({ key: offer.code, label: choiceLabel(offer), offer })),
  ];
  return (
    <fieldset className={styles.fieldset} aria-busy={busy || undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {options.map(({ key, label, offer }) => (
        <label key={key} className={styles.radio}>
          <input
            type="radio"
            name={name}
            value={key}
            checked={offer ? value === offer.code : value === null}
            onChange={() => onChange(offer)}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
