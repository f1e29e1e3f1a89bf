import type { CurrencyCode } from '../shop.ts';
import type { QualityGrade } from '../vocabulary.ts';

// The appraisal as the api sends it with the appraisal form of a colour. Plain types so the
// pricing rules run in the browser without zod; contracts/buyout.ts holds the matching schemas.
// Amounts are integer minor units (haléře, bani) in the appraisal's currency.

/**
 * What a condition question is about. Quality is derived from `quality` questions only; charger and
 * battery answers change the price but never the grade.
 */
export const conditionTypes = ['quality', 'charger', 'battery'] as const;
export type ConditionType = (typeof conditionTypes)[number];

export interface ConditionChoice {
  id: number;
  label: string;
  /** The grade this answer allows at best; null: a device answering so cannot be bought. */
  quality: QualityGrade | null;
  /** Added to the grade's price (negative lowers it). */
  price_correction: number;
}

export interface DeviceCondition {
  id: number;
  name: string;
  /** A short hint under the question, e.g. how to check it. */
  help: string;
  type: ConditionType;
  choices: ConditionChoice[];
}

/** The price of the device in one grade. */
export interface AppraisalResult {
  id: number;
  quality: QualityGrade;
  price: number;
  url: string;
}

export interface Appraisal {
  appraisal_result: AppraisalResult[];
  /** In the order they are asked; the first two are the gate (see appraise.ts). */
  device_conditions: DeviceCondition[];
  /** The price-list version the prices come from; a submission with another version is refused. */
  version: number;
  minimal_buyout_price: number;
  currency: CurrencyCode;
  /** ISO date-time until which a quote made now is honoured (QUOTE_VALIDITY_DAYS). */
  valid_until: string;
}

/** The customer's answers: condition id → chosen choice id. */
export type ConditionAnswers = Readonly<Record<number, number>>;
