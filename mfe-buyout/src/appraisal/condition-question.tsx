import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ConditionState } from '../buyout/buyout-slice.ts';
import styles from './appraisal.module.css';

export interface ConditionQuestionProps {
  condition: ConditionState;
  number: number;
  /** Why a disabled question cannot be answered (yet). */
  disabledReason?: string;
  onAnswer: (choiceId: number) => void;
}

/** One condition question: a fieldset of radios, its help text read with the question. */
export function ConditionQuestion({ condition, number, disabledReason, onAnswer }: ConditionQuestionProps) {
  const intl = useIntl();
  const id = useId();
  const describedBy = [condition.help && `${id}-help`, condition.disabled && disabledReason && `${id}-why`]
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset
      className={styles.question}
      disabled={condition.disabled}
      aria-describedby={describedBy || undefined}
    >
      <legend className={styles.questionTitle}>
        {intl.formatMessage({ id: 'buyout.appraisal.question' }, { number, name: condition.name })}
      </legend>
      {condition.help && (
        <p id={`${id}-help`} className={styles.help}>
          {condition.help}
        </p>
      )}
      <div className={styles.answers}>
        {condition.choices.map((choice) => (
          <label key={choice.id} className={styles.answer}>
            <input
              type="radio"
              name={`condition-${condition.id}`}
              value={choice.id}
              checked={condition.value === choice.id}
              onChange={() => onAnswer(choice.id)}
            />
            {choice.label}
          </label>
        ))}
      </div>
      {condition.disabled && disabledReason && (
        <p id={`${id}-why`} className={styles.help}>
          {disabledReason}
        </p>
      )}
    </fieldset>
  );
}
