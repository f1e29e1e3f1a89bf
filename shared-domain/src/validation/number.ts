import { z } from 'zod';
import { refineWith } from './validated-string.ts';
import type { ValidationCode } from './validation-code.ts';

// Form fields deliver text, JSON bodies deliver numbers: every validator takes both. Czech and Romanian
// write a decimal comma and group thousands with (non-breaking) spaces, e.g. "1 234,50"; a dot is
// accepted as well because keyboards' numeric pads type one.
const digits = String.raw`(?:\d+|\d{1,3}(?:[ \u00a0\u202f]\d{3})+)`;
const integerPattern = new RegExp(`^[+-]?${digits}$`);
const decimalPattern = new RegExp(`^[+-]?${digits}(?:[.,]\\d+)?$`);

export type NumericInput = string | number;

const isEmpty = (value: NumericInput) => typeof value === 'string' && value.trim() === '';

/** The number a user typed ("1 234,5" → 1234.5), or null when it is not one. */
export function parseDecimal(value: NumericInput): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim();
  if (!decimalPattern.test(text)) return null;
  return Number(text.replace(/[ \u00a0\u202f]/g, '').replace(',', '.'));
}

export function validateNumber(value: NumericInput): ValidationCode | null {
  if (isEmpty(value)) return null;
  if (typeof value === 'number') return Number.isSafeInteger(value) ? null : 'number';
  return integerPattern.test(value.trim()) ? null : 'number';
}

export function validateDecimal(value: NumericInput): ValidationCode | null {
  if (isEmpty(value)) return null;
  return parseDecimal(value) === null ? 'decimal' : null;
}

export function validatePositive(value: NumericInput): ValidationCode | null {
  if (isEmpty(value)) return null;
  const number = parseDecimal(value);
  return number !== null && number > 0 ? null : 'positive';
}

export function validateMinValue(value: NumericInput, minValue: number): ValidationCode | null {
  if (isEmpty(value)) return null;
  const number = parseDecimal(value);
  return number !== null && number >= minValue ? null : 'minValue';
}

export function validateMaxValue(value: NumericInput, maxValue: number): ValidationCode | null {
  if (isEmpty(value)) return null;
  const number = parseDecimal(value);
  return number !== null && number <= maxValue ? null : 'maxValue';
}

export interface NumberRules {
  integer?: boolean;
  positive?: boolean;
  min?: number;
  max?: number;
}

/** A JSON number checked with the same rules (and codes) as the form field. */
export function numberSchema(rules: NumberRules = {}) {
  let schema = z.number({ error: rules.integer ? 'number' : 'decimal' });
  if (rules.integer) schema = schema.superRefine(refineWith(validateNumber));
  if (rules.positive) schema = schema.superRefine(refineWith(validatePositive));
  const { min, max } = rules;
  if (min !== undefined) {
    schema = schema.superRefine(
      refineWith((value: number) => validateMinValue(value, min), { minValue: min }),
    );
  }
  if (max !== undefined) {
    schema = schema.superRefine(
      refineWith((value: number) => validateMaxValue(value, max), { maxValue: max }),
    );
  }
  return schema;
}
