import { useMemo } from 'react';
import { type AppraisalOutcome, appraise } from 'shared-domain/buyout';
import { useAppSelector } from 'shared-ui';
import { answersOf, appraisalOf, buyoutSelectors } from '../buyout/buyout-slice.ts';

/** The live result of the answers: shared-domain's rules, the same the api prices with. */
export function useAppraisalOutcome(): AppraisalOutcome | null {
  const state = useAppSelector(buyoutSelectors.selectBuyout);
  return useMemo(() => {
    const appraisal = appraisalOf(state);
    return appraisal ? appraise(appraisal, answersOf(state)) : null;
  }, [state]);
}
