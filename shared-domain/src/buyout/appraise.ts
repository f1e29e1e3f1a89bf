import { type QualityGrade, qualityGrades } from '../vocabulary.ts';
import type { Appraisal, ConditionAnswers, ConditionChoice, DeviceCondition } from './appraisal-types.ts';

// The buyout pricing rules, in one place for the browser (live price) and the api (which recomputes
// every submission and never trusts a client's price):
//  - the first two questions are the gate: they are answered and judged first; a gate answer without
//    a quality makes the buyout impossible and leaves the remaining questions disabled;
//  - quality = the worst quality among the answers of quality-typed questions (gate included); charger
//    and battery questions are ignored for quality;
//  - the quality is matched to the appraisal result of that grade; no result for it → impossible;
//  - price = that result's price + the sum of every answer's correction, never below the minimal
//    buyout price.

/** How many leading questions are considered first. */
export const GATE_QUESTION_COUNT = 2;

export type AppraisalOutcome =
  | { status: 'incomplete'; unanswered: number[] }
  | {
      status: 'impossible';
      reason: 'gate' | 'unbuyable_answer' | 'no_price_for_quality';
      quality: QualityGrade | null;
    }
  | { status: 'priced'; quality: QualityGrade; price: number; breakdown: PriceBreakdown };

export interface PriceLine {
  conditionId: number;
  question: string;
  answer: string;
  correction: number;
}

export interface PriceBreakdown {
  /** The price of the grade before corrections. */
  basePrice: number;
  resultId: number;
  /** One line per answer that changed the price. */
  lines: PriceLine[];
  /** True when the sum fell below the minimal buyout price and was raised to it. */
  raisedToMinimum: boolean;
  minimalPrice: number;
}

/** Worse of two grades (qualityGrades runs best → worst). */
export function worseQuality(a: QualityGrade, b: QualityGrade): QualityGrade {
  return qualityGrades.indexOf(a) >= qualityGrades.indexOf(b) ? a : b;
}

export function isIgnoredForQuality(condition: DeviceCondition): boolean {
  return condition.type !== 'quality';
}

function chosen(condition: DeviceCondition, answers: ConditionAnswers): ConditionChoice | undefined {
  const choiceId = answers[condition.id];
  return choiceId === undefined ? undefined : condition.choices.find((choice) => choice.id === choiceId);
}

export function gateConditions(appraisal: Appraisal): DeviceCondition[] {
  return appraisal.device_conditions.slice(0, GATE_QUESTION_COUNT);
}

/** The gate decides: 'open' when both gate questions allow a buyout, 'closed' when one does not. */
export function gateState(appraisal: Appraisal, answers: ConditionAnswers): 'pending' | 'open' | 'closed' {
  const gate = gateConditions(appraisal).filter((condition) => !isIgnoredForQuality(condition));
  const choices = gate.map((condition) => chosen(condition, answers));
  if (choices.some((choice) => choice !== undefined && choice.quality === null)) return 'closed';
  return choices.every((choice) => choice !== undefined) ? 'open' : 'pending';
}

/** Questions after the gate stay disabled until the gate is answered and allows a buyout. */
export function disabledConditionIds(appraisal: Appraisal, answers: ConditionAnswers): number[] {
  if (gateState(appraisal, answers) === 'open') return [];
  return appraisal.device_conditions.slice(GATE_QUESTION_COUNT).map((condition) => condition.id);
}

/** Quality and price of a device from its answers. */
export function appraise(appraisal: Appraisal, answers: ConditionAnswers): AppraisalOutcome {
  const gate = gateState(appraisal, answers);
  if (gate === 'closed') return { status: 'impossible', reason: 'gate', quality: null };

  const unanswered = appraisal.device_conditions
    .filter((condition) => chosen(condition, answers) === undefined)
    .map((condition) => condition.id);
  if (unanswered.length > 0) return { status: 'incomplete', unanswered };

  let quality: QualityGrade = qualityGrades[0];
  for (const condition of appraisal.device_conditions) {
    if (isIgnoredForQuality(condition)) continue;
    const choice = chosen(condition, answers) as ConditionChoice;
    if (choice.quality === null) return { status: 'impossible', reason: 'unbuyable_answer', quality: null };
    quality = worseQuality(quality, choice.quality);
  }

  const result = appraisal.appraisal_result.find((candidate) => candidate.quality === quality);
  if (!result) return { status: 'impossible', reason: 'no_price_for_quality', quality };

  const lines: PriceLine[] = [];
  for (const condition of appraisal.device_conditions) {
    const choice = chosen(condition, answers) as ConditionChoice;
    if (choice.price_correction !== 0) {
      lines.push({
        conditionId: condition.id,
        question: condition.name,
        answer: choice.label,
        correction: choice.price_correction,
      });
    }
  }
  const sum = result.price + lines.reduce((total, line) => total + line.correction, 0);
  const price = Math.max(sum, appraisal.minimal_buyout_price);
  return {
    status: 'priced',
    quality,
    price,
    breakdown: {
      basePrice: result.price,
      resultId: result.id,
      lines,
      raisedToMinimum: sum < appraisal.minimal_buyout_price,
      minimalPrice: appraisal.minimal_buyout_price,
    },
  };
}

/**
 * Answers as the wire sends them (device_condition_choices) → ConditionAnswers, or the reason they
 * do not fit this appraisal. The api uses it to reject answers to unknown questions.
 */
export function answersFromChoices(
  appraisal: Appraisal,
  choices: readonly { condition: number; value: number }[],
): { answers: ConditionAnswers } | { error: 'unknown_condition' | 'unknown_choice' | 'duplicate_condition' } {
  const answers: Record<number, number> = {};
  for (const { condition: conditionId, value } of choices) {
    const condition = appraisal.device_conditions.find((candidate) => candidate.id === conditionId);
    if (!condition) return { error: 'unknown_condition' };
    if (!condition.choices.some((choice) => choice.id === value)) return { error: 'unknown_choice' };
    if (conditionId in answers) return { error: 'duplicate_condition' };
    answers[conditionId] = value;
  }
  return { answers };
}

export function choicesFromAnswers(answers: ConditionAnswers): { condition: number; value: number }[] {
  return Object.entries(answers).map(([condition, value]) => ({ condition: Number(condition), value }));
}
