import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ServiceOperation } from 'shared-domain';
import { Price } from 'shared-ui';
import styles from './operations.module.css';

/** "přibližně 1 h 30 min": the expected duration in words. */
export function useDurationText() {
  const intl = useIntl();
  return (minutes: number) => {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    const parts = [
      hours > 0 ? intl.formatMessage({ id: 'service.operations.hours' }, { hours }) : null,
      rest > 0 ? intl.formatMessage({ id: 'service.operations.minutes' }, { minutes: rest }) : null,
    ].filter(Boolean);
    return intl.formatMessage({ id: 'service.operations.duration' }, { duration: parts.join(' ') });
  };
}

function usePartsText() {
  const intl = useIntl();
  return (operation: ServiceOperation) =>
    operation.parts_availability === 'within_days' && operation.parts_days !== null
      ? intl.formatMessage({ id: 'service.operations.parts.within_days' }, { days: operation.parts_days })
      : intl.formatMessage({
          id:
            operation.parts_availability === 'in_stock'
              ? 'service.operations.parts.in_stock'
              : 'service.operations.parts.on_request',
        });
}

export interface OperationItemProps {
  operation: ServiceOperation;
  chosen: boolean;
  onToggle: (chosen: boolean) => void;
  /** The first operation "show more" revealed takes the focus, so the keyboard continues there. */
  checkboxRef?: (element: HTMLInputElement | null) => void;
}

/** One repair: what it is, what it costs, how long it takes, whether the parts are here. */
export function OperationItem({ operation, chosen, onToggle, checkboxRef }: OperationItemProps) {
  const intl = useIntl();
  const nameId = useId();
  const labelId = useId();
  const checkboxId = useId();
  const durationText = useDurationText();
  const partsText = usePartsText();
  return (
    <li className={chosen ? `${styles.item} ${styles.itemChosen}` : styles.item} aria-labelledby={nameId}>
      <div className={styles.itemText}>
        <h3 id={nameId} className={styles.itemName}>
          {operation.name}
        </h3>
        <p className={styles.itemDescription}>{operation.description}</p>
        <p className={styles.itemFacts}>
          <span>{durationText(operation.duration_minutes)}</span>
          <span className={styles[operation.parts_availability]}>{partsText(operation)}</span>
        </p>
      </div>
      <div className={styles.itemChoice}>
        <Price value={operation.price} className={styles.itemPrice} />
        <span className={styles.choose}>
          <input
            ref={checkboxRef}
            id={checkboxId}
            type="checkbox"
            checked={chosen}
            // "Vybrat" and the operation's name: every box has its own accessible name.
            aria-labelledby={`${labelId} ${nameId}`}
            onChange={(event) => onToggle(event.target.checked)}
          />
          <label id={labelId} htmlFor={checkboxId}>
            {intl.formatMessage({ id: 'service.operations.choose' })}
          </label>
        </span>
      </div>
    </li>
  );
}
