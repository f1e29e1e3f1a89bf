import type { ApiErrorCode, ShopCode } from 'shared-domain';
import {
  type AppraisalOutcome,
  answersFromChoices,
  appraise,
  type ConditionAnswers,
} from 'shared-domain/buyout';
import type { Db } from '../platform/db/schema.ts';
import { AppError, notFound } from '../platform/errors.ts';
import { NON_FIELD_ERRORS } from '../platform/http/field-errors.ts';
import { buyoutTexts } from './buyout-texts.ts';
import { type LoadedAppraisal, loadAppraisal } from './load-appraisal.ts';

// A submitted appraisal (send to e-mail, sell online) is priced again on the server with the same
// rules the browser used (shared-domain appraise()); a price the client sends is never read.

export interface SubmittedAppraisal {
  device_identifier: number;
  appraisal_version: number;
  device_condition_choices: { condition: number; value: number }[];
}

export type PricedOutcome = Extract<AppraisalOutcome, { status: 'priced' }>;

export interface PricedSubmission {
  loaded: LoadedAppraisal;
  answers: ConditionAnswers;
  outcome: PricedOutcome;
}

/** 404 unknown device, 409 outdated version, 400 answers that do not fit or a device that cannot be bought. */
export async function priceSubmission(
  db: Db,
  shop: ShopCode,
  submission: SubmittedAppraisal,
  now: Date,
): Promise<PricedSubmission> {
  const texts = buyoutTexts[shop];
  const loaded = await loadAppraisal(db, shop, submission.device_identifier, { now });
  if (!loaded) throw notFound('appraisal_not_found', texts.appraisalNotFound);
  if (submission.appraisal_version !== loaded.appraisal.version)
    throw new AppError('conflict', 'appraisal_outdated', 409, texts.appraisalOutdated);

  const parsed = answersFromChoices(loaded.appraisal, submission.device_condition_choices);
  if ('error' in parsed) throw formError('answers_invalid', texts.answersInvalid);
  const outcome = appraise(loaded.appraisal, parsed.answers);
  if (outcome.status === 'incomplete') throw formError('answers_incomplete', texts.answersIncomplete);
  if (outcome.status === 'impossible') {
    const message =
      outcome.reason === 'no_price_for_quality' && outcome.quality
        ? texts.noPriceForQuality(outcome.quality)
        : texts.impossible;
    throw formError('buyout_impossible', message);
  }
  return { loaded, answers: parsed.answers, outcome };
}

/** A 400 about the whole request: the message again under errors.form.non_field_errors. */
function formError(code: ApiErrorCode, message: string): AppError {
  return new AppError('validation', code, 400, message, { form: { [NON_FIELD_ERRORS]: [message] } });
}

/** The answers as the wire and the database keep them, in question order. */
export function storedAnswers(loaded: LoadedAppraisal, answers: ConditionAnswers) {
  return loaded.appraisal.device_conditions.map((condition) => ({
    condition: condition.id,
    value: answers[condition.id],
  }));
}

/** Question → answer lines, e.g. for an e-mail. */
export function answeredQuestions(
  loaded: LoadedAppraisal,
  answers: ConditionAnswers,
): { question: string; answer: string }[] {
  return loaded.appraisal.device_conditions.map((condition) => ({
    question: condition.name,
    answer: condition.choices.find((choice) => choice.id === answers[condition.id])?.label ?? '',
  }));
}
