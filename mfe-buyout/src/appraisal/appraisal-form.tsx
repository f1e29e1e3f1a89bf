import { useIntl } from 'react-intl';
import { type AppraisalOutcome, BUYOUT_NOTE_MAX_LENGTH } from 'shared-domain/buyout';
import { TextAreaField, useAppDispatch, useAppSelector } from 'shared-ui';
import { buyoutActions, buyoutSelectors } from '../buyout/buyout-slice.ts';
import styles from './appraisal.module.css';
import { ConditionQuestion } from './condition-question.tsx';

/** The condition questions in order (the first two decide whether the rest apply) and a note. */
export function AppraisalForm({ outcome }: { outcome: AppraisalOutcome | null }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const conditions = useAppSelector(buyoutSelectors.selectConditions);
  const note = useAppSelector((state) => buyoutSelectors.selectBuyout(state).note);
  const gateClosed = outcome?.status === 'impossible' && outcome.reason === 'gate';
  const disabledReason = intl.formatMessage({
    id: gateClosed ? 'buyout.appraisal.disabled.closed' : 'buyout.appraisal.disabled.pending',
  });

  return (
    <div className={styles.form}>
      {conditions.map((condition, index) => (
        <ConditionQuestion
          key={condition.id}
          condition={condition}
          number={index + 1}
          disabledReason={disabledReason}
          onAnswer={(choiceId) =>
            dispatch(buyoutActions.conditionAnswered({ conditionId: condition.id, choiceId }))
          }
        />
      ))}
      <TextAreaField
        name="note"
        label={intl.formatMessage({ id: 'buyout.appraisal.note' })}
        hint={intl.formatMessage({ id: 'buyout.appraisal.noteHint' })}
        maxLength={BUYOUT_NOTE_MAX_LENGTH}
        value={note}
        onChange={(event) => dispatch(buyoutActions.noteChanged(event.target.value))}
      />
    </div>
  );
}
